// The main the replay makes for a program without one, from the script's harness.
#include <gtest/gtest.h>

#include "mokert/counterexample.hpp"
#include "mokert/files.hpp"
#include "src/harness_main.hpp"
#include "src/instrumenter.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

// init (pid 0) runs `statements` in order; a `run p_F(...)` starts process pid+1 of F. A step of
// "C" is a step of the last process started.
Counterexample harness_cex(const std::vector<std::string>& statements) {
  Counterexample cex;
  cex.threads.push_back({0, ":init:", "", true, 0, false});
  unsigned index = 0, creation = 0;
  int last = 0;
  for (const auto& s : statements) {
    CexStep st;
    st.index = ++index;
    st.pml_file = "model.pml";
    st.pml_line = 10 + index;
    if (s == "C") {
      st.pid = last;
      st.creation = creation;
      st.proctype = cex.threads.back().proctype;
      MapEntry e;
      e.c.file = "/p/f.c";
      e.c.line = 3;
      st.c = e;
    } else {
      st.pid = 0;
      st.proctype = ":init:";
      st.environment = true;
      st.statement = s;
      if (s.find("run p_") != std::string::npos) {
        std::string fn = s.substr(s.find("run p_") + 6);
        fn = fn.substr(0, fn.find('('));
        ++creation;
        last = static_cast<int>(creation);
        cex.threads.push_back({last, "p_" + fn, fn, false, creation, false});
        cex.starts.push_back({last, "p_" + fn, fn, creation, index});
      }
    }
    cex.steps.push_back(st);
  }
  return cex;
}

TEST(HarnessMain, RunsAndTheSetupBeforeThemBecomeTheMain) {
  auto h = harness_main(harness_cex({"now.limit = 10;", "count = 0", "(run p_add(1))", "(run p_add(limit - 8))", "C",
                                     "((_nr_pr==1))", "assert((count==3))"}));
  EXPECT_EQ(h.why_not, "");
  ASSERT_EQ(h.setup.size(), 2u);
  EXPECT_EQ(h.setup[0].c, "limit = 10;");
  EXPECT_EQ(h.setup[1].c, "count = 0;");
  EXPECT_EQ(h.setup[0].target, "limit");
  ASSERT_EQ(h.starts.size(), 2u);
  EXPECT_EQ(h.starts[0].function, "add");
  EXPECT_EQ(h.starts[0].args, (std::vector<std::string>{"1"}));
  // limit's value is known from the setup: the argument is a number.
  EXPECT_EQ(h.starts[1].args, (std::vector<std::string>{"2"}));
  EXPECT_TRUE(h.names.empty());
  std::string text = harness_main_text(h, {false, true}, {1, 1});
  EXPECT_NE(text.find("  limit = 10;\n  count = 0;\n  mokert_pthread_create(&mokert_threads[0], 0, mokert_harness_0, 0, \"add\");"),
            std::string::npos) << text;
  EXPECT_NE(text.find("(void)add(2);"), std::string::npos) << text;
  // An argument over a global whose value the script did not set stays C.
  auto g = harness_main(harness_cex({"(run p_add(cap - 1))", "C"}));
  EXPECT_EQ(g.starts[0].args, (std::vector<std::string>{"cap - 1"}));
  EXPECT_EQ(g.names, (std::vector<std::string>{"cap"}));
}

TEST(HarnessMain, ALoopOfRunsGivesEachItsCounter) {
  // init { int i = 0; do :: i < 2 -> run p_worker(i); i++ :: else -> break od }, as SPIN prints it.
  auto h = harness_main(harness_cex({"i = 0", "((i<2))", "(run p_worker(i))", "i = (i+1)", "((i<2))",
                                     "(run p_worker(i))", "i = (i+1)", "else", "C"}));
  EXPECT_EQ(h.why_not, "");
  ASSERT_EQ(h.starts.size(), 2u);
  EXPECT_EQ(h.starts[0].args, (std::vector<std::string>{"0"}));
  EXPECT_EQ(h.starts[1].args, (std::vector<std::string>{"1"}));
}

TEST(HarnessMain, WhatAMainCannotDoIsSaid) {
  // The script changes state while the threads run: a main does its setup before them.
  auto late = harness_main(harness_cex({"(run p_add(1))", "C", "count = 5"}));
  EXPECT_NE(late.why_not.find("while the threads run"), std::string::npos) << late.why_not;
  // A channel, a call: no C.
  auto chan = harness_main(harness_cex({"(run p_add(len(q)))"}));
  EXPECT_NE(chan.why_not.find("len"), std::string::npos) << chan.why_not;
  auto call = harness_main(harness_cex({"reset()", "(run p_add(1))"}));
  EXPECT_NE(call.why_not.find("reset()"), std::string::npos) << call.why_not;
  auto later = harness_main(harness_cex({"(run p_add(1))", "C", "(run p_add(count))"}));
  EXPECT_NE(later.why_not.find("after the threads ran"), std::string::npos) << later.why_not;
  auto none = harness_main(harness_cex({"count = 1"}));
  EXPECT_NE(none.why_not.find("no process of a C function"), std::string::npos) << none.why_not;
  // Tests, prints and assertions change nothing.
  auto tests = harness_main(harness_cex({"printf('go')", "((count==0))", "(run p_add(1))", "C", "assert((count==1))"}));
  EXPECT_EQ(tests.why_not, "");
}

TEST(HarnessMain, TheInitsOwnVariablesStartWhereItDeclaresThem) {
  EXPECT_EQ(init_locals("int g;\ninit {\n\tbyte i = 2, j;\n\tint k;\n\tatomic { run p_w(i) }\n}\n"),
            (std::map<std::string, long long>{{"i", 2}, {"j", 0}, {"k", 0}}));
  EXPECT_TRUE(init_locals("active proctype p() { int x = 1 }").empty());
  auto h = harness_main(harness_cex({"((i<2))", "(run p_worker(i))", "i = (i+1)", "(run p_worker(i))", "C"}),
                        {{"i", 0}});
  ASSERT_EQ(h.starts.size(), 2u);
  EXPECT_EQ(h.starts[0].args, (std::vector<std::string>{"0"}));
  EXPECT_EQ(h.starts[1].args, (std::vector<std::string>{"1"}));
  // Not atomic: the first worker runs before the second run; its counter is still known.
  auto late = harness_main(harness_cex({"(run p_worker(i))", "C", "i = (i+1)", "(run p_worker(i))", "C"}), {{"i", 0}});
  EXPECT_EQ(late.why_not, "");
  ASSERT_EQ(late.starts.size(), 2u);
  EXPECT_EQ(late.starts[1].args, (std::vector<std::string>{"1"}));
}

TEST(HarnessMain, ActiveProcessesStartFirstWithZeroes) {
  Counterexample cex = harness_cex({"(run p_later(2))", "C"});
  cex.threads.push_back({2, "p_reader", "reader", false, 0, false});
  cex.threads.push_back({1, "p_writer", "writer", false, 0, false});
  auto h = harness_main(cex);
  ASSERT_EQ(h.starts.size(), 3u);
  EXPECT_EQ(h.starts[0].function, "writer");
  EXPECT_TRUE(h.starts[0].active);
  EXPECT_EQ(h.starts[1].function, "reader");
  EXPECT_EQ(h.starts[2].function, "later");
  std::string text = harness_main_text(h, {false, false, false}, {1, 0, 1});
  EXPECT_NE(text.find("writer(0);"), std::string::npos) << text;
  EXPECT_NE(text.find("reader();"), std::string::npos) << text;
  EXPECT_NE(text.find("later(2);"), std::string::npos) << text;
}

TEST(HarnessMain, AppendedOnlyWhereEverythingItNamesIsDefined) {
  test::TestFolder dir("harness-main");
  fs::path c = dir.path() / "f.c";
  write_file_atomic(c, "int count, limit;\nstruct box { int v; };\nvoid add(int n) { count += n; }\n"
                       "static int take(struct box b) { return b.v; }\n");
  auto h = harness_main(harness_cex({"limit = 3", "(run p_add(1))", "C"}));
  std::string text, missing;
  EXPECT_TRUE(append_harness_main(c, {}, h, text, missing)) << missing;
  EXPECT_NE(text.find("int main(void)"), std::string::npos);
  auto other = harness_main(harness_cex({"(run p_sub(1))", "C"}));
  text.clear();
  EXPECT_FALSE(append_harness_main(c, {}, other, text, missing));
  EXPECT_NE(missing.find("`sub` is not defined"), std::string::npos) << missing;
  EXPECT_TRUE(text.empty());
  auto ghost = harness_main(harness_cex({"printing = 0", "(run p_add(1))", "C"}));
  EXPECT_FALSE(append_harness_main(c, {}, ghost, text, missing));
  EXPECT_NE(missing.find("`printing` is no global"), std::string::npos) << missing;
  auto by_value = harness_main(harness_cex({"(run p_take(1))", "C"}));
  EXPECT_FALSE(append_harness_main(c, {}, by_value, text, missing));
  EXPECT_NE(missing.find("struct box"), std::string::npos) << missing;
  // The script's own loop counter is left out; a global it sets is kept.
  auto loop = harness_main(harness_cex({"k = 0", "limit = 4", "(run p_add(k))", "k = (k+1)", "C"}), {{"k", 0}});
  text.clear();
  EXPECT_TRUE(append_harness_main(c, {}, loop, text, missing)) << missing;
  EXPECT_EQ(text.find("k = "), std::string::npos) << text;
  EXPECT_NE(text.find("limit = 4;"), std::string::npos) << text;
  EXPECT_NE(text.find("add(0);"), std::string::npos) << text;
}

} // namespace
} // namespace mokert
