// The script's property (a monitor process, a never claim, a rule's assertion) as a C check.
#include <gtest/gtest.h>

#include "cex_builder.hpp"
#include "mokert/files.hpp"
#include "mokert/replay.hpp"
#include "src/instrumenter.hpp"
#include "src/script_property.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

using test::Step;
using test::TestFolder;

std::string to_c(const std::string& e, std::vector<std::string>* names = nullptr, std::string* why = nullptr) {
  std::string c, w;
  std::vector<std::string> n;
  bool ok = promela_expression_to_c(e, c, n, w);
  if (names) *names = n;
  if (why) *why = w;
  return ok ? c : "";
}

TEST(ScriptProperty, PromelaExpressionsBecomeCOverGlobals) {
  std::vector<std::string> names;
  EXPECT_EQ(to_c("( now.bad != 0 )", &names), "( bad != 0 )");
  EXPECT_EQ(names, (std::vector<std::string>{"bad"}));
  EXPECT_EQ(to_c("!( !((reserved<=1)))", &names), "!( !((reserved<=1)))");
  EXPECT_EQ(to_c("(done==true)&&(x>false)"), "(done==1)&&(x>0)");
  // Members keep their names; only the identifiers that start an access are globals.
  EXPECT_EQ(to_c("now.acct.balance + now.q->len >= 0", &names), "acct.balance + q->len >= 0");
  EXPECT_EQ(names, (std::vector<std::string>{"acct", "q"}));
  EXPECT_EQ(to_c("now.slot[now.head] == 0", &names), "slot[head] == 0");
  EXPECT_EQ(names, (std::vector<std::string>{"slot", "head"}));
}

TEST(ScriptProperty, WhatTheProgramCannotHaveIsRefusedWithTheReason) {
  std::string why;
  EXPECT_EQ(to_c("len(ch) > 0", nullptr, &why), "");
  EXPECT_NE(why.find("`len`"), std::string::npos) << why;
  EXPECT_EQ(to_c("_pid == 1", nullptr, &why), "");
  EXPECT_EQ(to_c("watch[2]@done", nullptr, &why), "");
  EXPECT_EQ(to_c("(x -> 1 : 0)", nullptr, &why), "");
  EXPECT_EQ(to_c("x = 1", nullptr, &why), "");
  EXPECT_NE(why.find("assigns"), std::string::npos) << why;
  EXPECT_EQ(to_c("count(x) == 1", nullptr, &why), "");
  EXPECT_NE(why.find("call"), std::string::npos) << why;
  EXPECT_EQ(to_c("mokert_exited[1]", nullptr, &why), "");
  EXPECT_EQ(to_c("  ", nullptr, &why), "");
}

TEST(ScriptProperty, MonitorProcessGivesItsTestsAfterTheCodeAndItsAssertion) {
  // Thread 1 sets the flag (C), then the script's monitor (pid 2) tests it and fails.
  auto cex = test::make_cex("/src/p.c", {{1, "worker"}},
                            {{1, 10, 3, StmtKind::Assign, "flag=1;", false, "now.flag = 1;"},
                             {2, 0, 0, StmtKind::Assign, "", true, "( now.flag != 0 )"},
                             {2, 0, 0, StmtKind::Assign, "", true, "(1)"},
                             {2, 0, 0, StmtKind::Assign, "", true, "assert({c_code3})"}});
  cex.threads.push_back({2, "watch", "", true});
  for (auto& st : cex.steps)
    if (st.pid == 2) st.proctype = "watch";
  auto p = script_property(cex, {{"c_code3", "now.total == 2"}});
  ASSERT_TRUE(p);
  EXPECT_EQ(p->c_expr, "(( flag != 0 )) && !((total == 2))");
  EXPECT_EQ(p->names, (std::vector<std::string>{"flag", "total"}));
  EXPECT_NE(p->where.find("(watch)"), std::string::npos) << p->where;
  // The schedule stops the thread after its statement, not before (it is no failing statement).
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_TRUE(s.property);
  ASSERT_FALSE(s.probes.empty());
  EXPECT_EQ(s.probes.back().position, "after");
}

TEST(ScriptProperty, MonitorTestBeforeTheCodesLastStepIsNotCheckedAsIfLater) {
  auto cex = test::make_cex("/src/p.c", {{1, "worker"}},
                            {{2, 0, 0, StmtKind::Assign, "", true, "( now.phase == 1 )"},
                             {1, 10, 3, StmtKind::Assign, "phase=2;", false, "now.phase = 2;"},
                             {2, 0, 0, StmtKind::Assign, "", true, "assert(0)"}});
  cex.threads.push_back({2, "watch", "", true});
  auto p = script_property(cex);
  ASSERT_TRUE(p);
  EXPECT_TRUE(p->c_expr.empty());
  EXPECT_NE(p->why.find("before the code's last step"), std::string::npos) << p->why;
}

TEST(ScriptProperty, AHarnessInitsRunsAndItsWaitForTheirEndAreNoTests) {
  // Modex's harness: init runs the processes, waits until only it is left, then asserts. The
  // `run`s come before the code's steps but test nothing; `(_nr_pr==1)` reads no C state.
  auto cex = test::make_cex("/src/p.c", {{1, "record"}},
                            {{0, 0, 0, StmtKind::Assign, "", true, "(run p_record())"},
                             {1, 10, 3, StmtKind::Assign, "hits=hits+1;", false, "c_code1"},
                             {0, 0, 0, StmtKind::Assign, "", true, "((_nr_pr==1))"},
                             {0, 0, 0, StmtKind::Assign, "", true, "assert({c_code4})"}});
  auto p = script_property(cex, {{"c_code4", "now.hits == 2"}});
  ASSERT_TRUE(p);
  EXPECT_TRUE(p->why.empty()) << p->why;
  EXPECT_EQ(p->c_expr, "!((hits == 2))");
  // A wait that reads C state besides the count is still a test.
  cex.steps[2].statement = "((_nr_pr==1)&&(now.done==2))";
  p = script_property(cex, {{"c_code4", "now.hits == 2"}});
  ASSERT_TRUE(p);
  EXPECT_TRUE(p->c_expr.empty());
  EXPECT_NE(p->why.find("_nr_pr"), std::string::npos) << p->why;
}

TEST(ScriptProperty, NeverClaimsAssertionComesFromTheMessage) {
  auto cex = test::make_cex("/src/p.c", {{1, "book"}},
                            {{1, 10, 3, StmtKind::Assign, "reserved=reserved+1;", false, "now.reserved = 2;"}});
  cex.violation_step = 0;
  cex.message = "assertion violated  !( !((reserved<=1)))";
  auto p = script_property(cex);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->c_expr, "!(!( !((reserved<=1))))");
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.probes.size(), 1u);
  EXPECT_EQ(s.probes[0].position, "after");  // the claim fails after the last C step
}

TEST(ScriptProperty, HandWrittenNeverClaimThatEndsIsUndecidedNotNone) {
  auto cex = test::make_cex("/src/p.c", {{1, "worker"}}, {{1, 10, 3, StmtKind::Assign, "bad=1;", false, "now.bad = 1;"}},
                            PropertyOutcome::OtherError);
  cex.violation_step = 0;
  cex.message = "end state in claim reached";
  auto p = script_property(cex);
  ASSERT_TRUE(p);
  EXPECT_TRUE(p->c_expr.empty());
  EXPECT_NE(p->why.find("never claim"), std::string::npos) << p->why;
}

TEST(ScriptProperty, TheCodesOwnAssertionIsNone) {
  auto cex = test::make_cex("/src/p.c", {{1, "worker"}},
                            {{1, 12, 3, StmtKind::Call, "assert(x==1);", false, "assert((x==1))"}});
  EXPECT_FALSE(script_property(cex));
  cex.violation_step = 0;  // a counterexample that names no violation step, ending in an assert
  cex.message = "assertion violated (x==1)";
  EXPECT_FALSE(script_property(cex));
  // SV-COMP's reach_error() and the runtime's lock checks are the code's too.
  cex.message = "assertion violated svcomp_ended";
  EXPECT_FALSE(script_property(cex));
  auto lock = test::make_cex("/src/p.c", {{1, "worker"}},
                             {{1, 12, 3, StmtKind::Call, "pthread_mutex_unlock(&m);", false, "assert({c_code4})"}});
  lock.steps[0].c->rule = "defaults.lut:40";
  EXPECT_FALSE(script_property(lock, {{"c_code4", "MOKERT_CMO(now.m) == 1"}}));
  // Other outcomes are not assertions of a script.
  auto dead = cex;
  dead.outcome = PropertyOutcome::InvalidEndState;
  EXPECT_FALSE(script_property(dead));
}

TEST(ScriptProperty, AssertionOfAUsersRuleIsTheScripts) {
  auto cex = test::make_cex("/src/p.c", {{1, "job"}},
                            {{1, 13, 5, StmtKind::Call, "use_printer(me);", false, "printing = (printing+1)"},
                             {1, 13, 5, StmtKind::Call, "use_printer(me);", false, "assert((printing==1))"}});
  for (auto& st : cex.steps) st.c->rule = "ghost.prx:5";
  auto p = script_property(cex);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->c_expr, "!((printing==1))");
  EXPECT_NE(p->where.find("ghost.prx:5"), std::string::npos) << p->where;
  // The same assertion from a runtime macro the rule calls (the heap model's `deref(e)`): the
  // code's memory check, which a sanitizer makes on the program.
  std::vector<std::string> model(cex.steps.back().pml_line);
  model.back() = "\tderef(e); seen = magic[e];\t/* line 13 */";
  EXPECT_FALSE(script_property(cex, {}, &model));
  model.back() = "\tprinting++; assert(printing == 1); printing--;\t/* line 13 */";
  EXPECT_TRUE(script_property(cex, {}, &model));
}

TEST(ScriptProperty, PanCTableGivesTheTextOfEmbeddedC) {
  std::string pan = "static C_Text code_lins[] = {\n"
                    "\t{ \"c_code12\", \" now.pool + now.issued == 4 \" },\n"
                    "\t{ \"c_code3\", \" strcmp(now.s, \\\"x\\\") \" },\n"
                    "\t{ \"c_code4\", \" broken\n";
  auto m = pan_c_code_texts(pan);
  EXPECT_EQ(m["c_code12"], "now.pool + now.issued == 4");
  EXPECT_EQ(m["c_code3"], "strcmp(now.s, \"x\")");
  EXPECT_FALSE(m.count("c_code4"));
}

TEST(ScriptProperty, ScheduleKeepsThePropertyThroughItsFile) {
  TestFolder dir("script-property");
  Schedule s;
  s.threads.push_back(ScheduleThread{0, 1, "p_w", "w", 0});
  s.property = ScheduleProperty{"model.pml:65 (watch)", "( now.bad != 0 ); assert(0)", "(( bad != 0 )) && !(0)", {"bad"}, ""};
  write_schedule(s, dir.path() / "s.xml");
  Schedule back = read_schedule(dir.path() / "s.xml");
  ASSERT_TRUE(back.property);
  EXPECT_EQ(back.property->c_expr, s.property->c_expr);
  EXPECT_EQ(back.property->names, s.property->names);
  EXPECT_EQ(back.property->promela, s.property->promela);
  EXPECT_EQ(back.property->where, s.property->where);
  s.property->c_expr.clear();
  s.property->why = "`lk` is no global of the program";
  write_schedule(s, dir.path() / "s.xml");
  back = read_schedule(dir.path() / "s.xml");
  EXPECT_EQ(back.property->why, s.property->why);
}

TEST(ScriptProperty, CheckGoesIntoTheFileThatHasTheGlobals) {
  TestFolder dir("script-property");
  fs::path c = dir.path() / "g.c";
  write_file_atomic(c, "enum { LIMIT = 3 };\nint used;\nstatic struct { int n; } q;\nvoid f(void) { int local = 0; (void)local; }\n");
  ScheduleProperty p{"x", "assert(used <= LIMIT)", "!(used <= LIMIT && q.n >= 0)", {"used", "LIMIT", "q"}, ""};
  std::string text = "/* copy */\n", missing;
  EXPECT_TRUE(append_property_check(c, {}, p, text, missing));
  EXPECT_NE(text.find("int mokert_script_property_failed(void) { return !!(!(used <= LIMIT && q.n >= 0)); }"),
            std::string::npos) << text;
  ScheduleProperty local{"x", "assert(local == 0)", "!(local == 0)", {"local"}, ""};
  text = "";
  EXPECT_FALSE(append_property_check(c, {}, local, text, missing));
  EXPECT_EQ(missing, "local");
  EXPECT_TRUE(text.empty());
}

} // namespace
} // namespace mokert
