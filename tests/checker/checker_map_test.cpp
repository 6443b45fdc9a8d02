// Mapping replayed steps to C, switch points, and the trace views.
#include <gtest/gtest.h>

#include <filesystem>

#include "map_from_comments.hpp"
#include "mokert/checker.hpp"
#include "mokert/files.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

std::string data(const std::string& name) { return read_file(std::string(MOKERT_TEST_DATA) + "/" + name); }
const fs::path kModels = MOKERT_TEST_MODELS;

Counterexample lost_update_cex() {
  auto map = test::map_from_comments(kModels / "lost_update.pml", kModels / "lost_update.c");
  return build_counterexample(parse_spin_replay(data("lost_update.spin-t.txt")), map, "model.pml", 1,
                              "model.pml.trail");
}

TEST(BuildCounterexample, StepsMapToCAndEnvironment) {
  auto c = lost_update_cex();
  ASSERT_FALSE(c.steps.empty());
  EXPECT_EQ(c.outcome, PropertyOutcome::AssertionViolated);
  unsigned mapped = 0;
  for (const auto& s : c.steps) {
    if (s.pml_line == 7 || s.pml_line == 8 || s.pml_line == 9 || s.pml_line == 17) {
      ASSERT_TRUE(s.c.has_value()) << s.index;
      EXPECT_FALSE(s.environment);
      ++mapped;
    } else {
      EXPECT_TRUE(s.environment) << s.index;  // run worker(), finished++, (finished == 2)
      EXPECT_FALSE(s.c.has_value());
    }
  }
  EXPECT_EQ(mapped, 7u);  // 3 per worker + the assert
  const auto& read = *std::find_if(c.steps.begin(), c.steps.end(), [](const CexStep& s) { return s.pml_line == 7; });
  EXPECT_EQ(read.c->c.line, 8u);
  EXPECT_EQ(read.c->c_text, "int tmp = count;");
  EXPECT_EQ(fs::path(read.c->c.file).filename(), "lost_update.c");
  EXPECT_EQ(c.violation_step, c.steps.size());
  EXPECT_EQ(c.steps.back().c->c.line, 20u);
}

TEST(BuildCounterexample, ThreadsAndSwitchPoints) {
  auto c = lost_update_cex();
  ASSERT_EQ(c.threads.size(), 3u);  // init (main) and two workers
  for (const auto& t : c.threads) {
    EXPECT_FALSE(t.environment) << t.pid;
    EXPECT_EQ(t.function, t.proctype == ":init:" ? "main" : "worker");
  }
  // A switch is marked exactly where the running thread changes.
  int running = -1;
  unsigned switches = 0;
  for (const auto& s : c.steps) {
    EXPECT_EQ(s.switch_before, running != -1 && s.pid != running) << s.index;
    switches += s.switch_before;
    running = s.pid;
  }
  EXPECT_GE(switches, 3u);  // init -> w -> w -> w... -> init at least
}

TEST(BuildCounterexample, EnvironmentThreadsNeverSwitch) {
  TrailReplay r;
  r.ended = true;
  r.steps = {{1, 0, ":init:", "model.pml", 14, "(run worker())", false, 0, {}},
             {2, 1, "worker", "model.pml", 7, "tmp = count", false, 0, {}},
             {3, 0, ":init:", "model.pml", 15, "(run worker())", false, 0, {}},
             {4, 2, "worker", "model.pml", 7, "tmp = count", false, 0, {}},
             {5, 1, "worker", "pthread.pml", 3, "m == 0", false, 0, {}}};
  LineMap map;
  MapEntry e;
  e.pml_line = 7;
  e.proctype = "worker";
  e.function = "worker";
  e.c.file = "/x/a.c";
  e.c.line = 8;
  map.entries.push_back(e);
  auto c = build_counterexample(r, map, "model.pml", 2, "t");
  ASSERT_EQ(c.threads.size(), 3u);
  EXPECT_TRUE(c.threads[0].environment);
  EXPECT_FALSE(c.threads[1].environment);
  EXPECT_FALSE(c.steps[0].switch_before);
  EXPECT_FALSE(c.steps[1].switch_before);
  EXPECT_FALSE(c.steps[2].switch_before);  // init is environment
  EXPECT_TRUE(c.steps[3].switch_before);   // worker 1 -> worker 2
  EXPECT_TRUE(c.steps[4].switch_before);   // back to worker 1, in a runtime model
  EXPECT_TRUE(c.steps[4].environment);      // other file: not C
}

// How a condition wait ended (mokert_spurious) is read from that variable only: the woken
// half's last step assigns the mutex, which must not be taken for the choice; a wait whose
// variable was never printed was signalled (0), so a later wait's value stays the later one's.
TEST(BuildCounterexample, AWaitsEndIsReadFromItsOwnVariable) {
  TrailReplay r;
  r.ended = true;
  r.steps = {{1, 1, "waiter", "model.pml", 20, "(((cv&(1<<_pid))==0)&&((m&255)==0))", false, 0, {}},
             {2, 1, "waiter", "model.pml", 20, "m = (m|2)", false, 0, {{"m", "2"}}},
             {3, 1, "waiter", "model.pml", 21, "x = 1", false, 0, {{"x", "1"}}},
             {4, 1, "waiter", "model.pml", 20, "mokert_spurious = ((cv&(1<<_pid))!=0)", false, 0,
              {{"mokert_spurious", "1"}}},
             {5, 1, "waiter", "model.pml", 20, "m = (m|2)", false, 0, {{"m", "2"}}},
             {6, 1, "waiter", "model.pml", 21, "x = 1", false, 0, {{"x", "1"}}}};
  LineMap map;
  MapEntry e;
  e.pml_line = 20;
  e.proctype = "waiter";
  e.function = "waiter";
  e.kind = StmtKind::Call;
  e.c.file = "/x/a.c";
  e.c.line = 5;
  e.c_text = "pthread_cond_wait(&cv,&m);";
  e.nondet = "mokert_spurious";
  e.part = "woken";
  map.entries.push_back(e);
  MapEntry x = e;
  x.pml_line = 21;
  x.kind = StmtKind::Assign;
  x.c.line = 6;
  x.c_text = "x=1;";
  x.nondet.clear();
  x.part.clear();
  map.entries.push_back(x);
  auto c = build_counterexample(r, map, "model.pml", 1, "t");
  ASSERT_EQ(c.steps.size(), 6u);
  ASSERT_EQ(c.steps[1].values.size(), 1u);
  EXPECT_EQ(c.steps[1].values[0].value, "0");  // signalled: nothing printed
  ASSERT_EQ(c.steps[4].values.size(), 1u);
  EXPECT_EQ(c.steps[4].values[0].name, "mokert_spurious");
  EXPECT_EQ(c.steps[4].values[0].value, "1");
}

TEST(BuildCounterexample, CycleStartCarriedOver) {
  auto c = build_counterexample(parse_spin_replay(data("ltl_cycle.spin-t.txt")), LineMap{}, "model.pml", 1, "t");
  ASSERT_GT(c.cycle_start, 0u);
  EXPECT_TRUE(c.steps[c.cycle_start - 1].cycle_start);
}

TEST(Trace, TextHasColumnsSwitchesAndViolation) {
  auto c = lost_update_cex();
  c.message = "assertion violated (count==2)";
  std::string t = format_trace_text(c);
  EXPECT_NE(t.find("worker(1)"), std::string::npos);
  EXPECT_NE(t.find("worker(2)"), std::string::npos);
  EXPECT_NE(t.find("lost_update.c:8  int tmp = count;"), std::string::npos);
  EXPECT_NE(t.find("lost_update.c:10  count = tmp;"), std::string::npos);
  EXPECT_NE(t.find("model.pml:16  [((finished==2))]"), std::string::npos);  // env step: Promela
  EXPECT_NE(t.find("VIOLATION at step " + std::to_string(c.steps.size()) + ": assertion-violated: assertion violated (count==2)"),
            std::string::npos);
  EXPECT_NE(t.find(" > |"), std::string::npos);
  // The two reads sit in different columns: the cell starts after a different number of bars.
  size_t r1 = t.find("lost_update.c:8"), r2 = t.find("lost_update.c:8", r1 + 1);
  ASSERT_NE(r2, std::string::npos);
  auto col = [&](size_t pos) { return pos - t.rfind('\n', pos); };
  EXPECT_NE(col(r1), col(r2));
}

// How a condition wait ended, as the model chose it, reads as words, not as the runtime's variable.
TEST(Trace, TextSaysAWaitWokeSpuriouslyOrTimedOut) {
  auto c = lost_update_cex();
  std::vector<CexStep*> from_c;
  for (auto& st : c.steps)
    if (st.c) from_c.push_back(&st);
  ASSERT_GE(from_c.size(), 3u);
  from_c[0]->values.push_back({"mokert_spurious", "1"});
  from_c[1]->values.push_back({"mokert_timedout", "110"});
  from_c[2]->values.push_back({"mokert_spurious", "0"});
  std::string t = format_trace_text(c);
  EXPECT_NE(t.find("[spurious wake-up] "), std::string::npos) << t;
  EXPECT_NE(t.find("[timed out] "), std::string::npos) << t;
  EXPECT_EQ(t.find("mokert_spurious"), std::string::npos) << t;  // a signalled wake-up says nothing
}

TEST(Trace, JsonHasEveryStep) {
  auto c = lost_update_cex();
  std::string j = format_trace_json(c);
  size_t n = 0;
  for (size_t p = j.find("\"index\""); p != std::string::npos; p = j.find("\"index\"", p + 1)) ++n;
  EXPECT_EQ(n, c.steps.size());
  EXPECT_NE(j.find("\"c_text\": \"int tmp = count;\""), std::string::npos);
  EXPECT_NE(j.find("\"outcome\": \"assertion-violated\""), std::string::npos);
  EXPECT_EQ(std::count(j.begin(), j.end(), '{'), std::count(j.begin(), j.end(), '}'));
  EXPECT_EQ(std::count(j.begin(), j.end(), '['), std::count(j.begin(), j.end(), ']') + 0);
}

TEST(ReadCounterexamples, InNumberOrder) {
  fs::path dir = mokert::test::fresh_folder("read-cex");
  auto c = lost_update_cex();
  for (unsigned n : {10u, 2u, 1u}) {
    c.number = n;
    write_counterexample(c, dir / ("cex-" + std::to_string(n) + ".xml"));
  }
  auto all = read_counterexamples(dir);
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].number, 1u);
  EXPECT_EQ(all[1].number, 2u);
  EXPECT_EQ(all[2].number, 10u);
  EXPECT_EQ(all[2].steps.size(), c.steps.size());
  fs::remove_all(dir);
}

} // namespace
} // namespace mokert
