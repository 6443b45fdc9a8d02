#include <gtest/gtest.h>

#include "cex_builder.hpp"
#include "mokert/replay.hpp"
#include "src/schedule_table.hpp"

namespace mokert {
namespace {

using test::make_cex;

const std::string kFile = "/src/lost_update.c";

TEST(Mapper, LostUpdateGivesThreeSwitchPoints) {
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}},
                      {{0, 15, 3, StmtKind::Call, "", true}, {1, 8, 3, StmtKind::Decl}, {2, 8, 3, StmtKind::Decl},
                       {2, 9, 3}, {1, 9, 3}, {0, 20, 3, StmtKind::Call, "", true}});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.threads.size(), 2u);
  EXPECT_EQ(s.threads[0].function, "worker");
  EXPECT_EQ(s.threads[0].creation_index, 0u);
  EXPECT_EQ(s.threads[1].creation_index, 1u);
  EXPECT_EQ(s.first, 0);
  ASSERT_EQ(s.switches.size(), 3u);
  EXPECT_EQ(s.switches[0].thread, 0);
  EXPECT_EQ(s.switches[0].next, 1);
  EXPECT_EQ(s.switches[0].cex_step, 2u);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[0].probe)].line, 8u);
  EXPECT_EQ(s.switches[1].thread, 1);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[1].probe)].line, 9u);
  EXPECT_EQ(s.switches[1].next, 0);
  EXPECT_EQ(s.switches[2].thread, 0);
  EXPECT_EQ(s.switches[2].next, -1);
  EXPECT_EQ(s.switches[2].probe, s.switches[1].probe);  // same statement, same probe
  EXPECT_EQ(s.last_step, 5u);
  ASSERT_EQ(s.probes.size(), 2u);
  EXPECT_EQ(s.probes[0].position, "after");
}

TEST(Mapper, CountsLoopPassesPerThread) {
  // T0 runs the loop condition three times and switches at its third pass (N = 3).
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}},
                      {{1, 7, 15, StmtKind::Condition}, {1, 7, 29}, {1, 7, 15, StmtKind::Condition},
                       {1, 7, 29}, {1, 7, 15, StmtKind::Condition}, {2, 7, 15, StmtKind::Condition},
                       {2, 7, 29}});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 2u);
  EXPECT_EQ(s.switches[0].count, 3u);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[0].probe)].position, "condition");
  EXPECT_EQ(s.switches[1].count, 1u);  // counted per thread
}

TEST(Mapper, OneStatementOverTwoPromelaLinesIsOnePass) {
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}}, {{1, 9, 3}, {1, 9, 3}, {2, 9, 3}});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 2u);
  EXPECT_EQ(s.switches[0].count, 1u);
  EXPECT_EQ(s.switches[0].cex_step, 2u);  // after the statement's last Promela line
}

TEST(Mapper, MacroExpandedOnOneLineIsOnePassAndARepeatIsAnother) {
  // A runtime macro (pthread_join's) puts two steps with different texts on the call's line: one
  // execution. The same line with the first text again is the next execution (a one-line loop).
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}},
                      {{1, 9, 3, StmtKind::Call, "", false, "assert((t!=0))"},
                       {1, 9, 3, StmtKind::Call, "", false, "((mokert_exited[(t-1)]==1))"},
                       {2, 5, 3},
                       {1, 9, 3, StmtKind::Call, "", false, "assert((t!=0))"},
                       {2, 6, 3}});
  for (auto& st : cex.steps)
    if (st.pid == 1) st.pml_line = st.c->pml_line = 40;
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 4u);
  EXPECT_EQ(s.switches[0].thread, 0);
  EXPECT_EQ(s.switches[0].count, 1u);  // both steps of the expansion: one pass
  EXPECT_EQ(s.switches[0].cex_step, 2u);
  EXPECT_EQ(s.switches[2].thread, 0);
  EXPECT_EQ(s.switches[2].count, 2u);  // the line again with its first text: the second pass
}

TEST(Mapper, ReturnAndJumpProbesGoBefore) {
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}}, {{1, 10, 3, StmtKind::Return}, {2, 8, 3}});
  Schedule s = make_schedule(cex, LineMap{});
  EXPECT_EQ(s.probes[0].position, "before");
}

TEST(Mapper, EnvironmentOnlyCexHasNoSwitches) {
  auto cex = make_cex(kFile, {{1, "worker"}}, {{0, 15, 3, StmtKind::Call, "", true}});
  Schedule s = make_schedule(cex, LineMap{});
  EXPECT_TRUE(s.switches.empty());
  EXPECT_EQ(s.threads.size(), 1u);
}

TEST(Mapper, ReusedPidIsANewThread) {
  // SPIN gave the second `run worker()` the pid of the first worker, which had ended.
  auto cex = make_cex(kFile, {{1, "worker"}},
                      {{0, 15, 3, StmtKind::Call, "", true, "t1 = run worker()"}, {1, 8, 3}, {1, 9, 3},
                       {0, 16, 3, StmtKind::Call, "", true, "t2 = run worker()"}, {1, 8, 3}, {1, 9, 3}});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.threads.size(), 2u);
  EXPECT_EQ(s.threads[0].creation_index, 0u);
  EXPECT_EQ(s.threads[1].creation_index, 1u);
  EXPECT_EQ(s.threads[1].pid, 1);
  ASSERT_EQ(s.switches.size(), 2u);
  EXPECT_EQ(s.switches[0].thread, 0);
  EXPECT_EQ(s.switches[0].next, 1);
  EXPECT_EQ(s.switches[1].thread, 1);
}

TEST(Mapper, TwoLivePidsOfOneProctypeAreTwoThreads) {
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}},
                      {{0, 15, 3, StmtKind::Call, "", true, "t1 = run worker()"},
                       {0, 16, 3, StmtKind::Call, "", true, "t2 = run worker()"}, {1, 8, 3}, {1, 9, 3},
                       {2, 8, 3}, {1, 10, 3}});
  Schedule s = make_schedule(cex, LineMap{});
  EXPECT_EQ(s.threads.size(), 2u);
  ASSERT_EQ(s.switches.size(), 3u);
  EXPECT_EQ(s.switches[2].thread, 0);
}

TEST(Mapper, LastCStepIsNotTheViolationWhenEnvironmentStepsFollow) {
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}},
                      {{1, 8, 3}, {2, 9, 3}, {0, 20, 3, StmtKind::Call, "", true}});
  cex.violation_step = 0;
  Schedule s = make_schedule(cex, LineMap{});
  for (const auto& p : s.probes) EXPECT_EQ(p.position, "after");
}

TEST(Mapper, ConditionStepsCarryBranchChecks) {
  // T0 evaluates the loop condition twice (true, then the else guard), T1 once (true).
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}},
                      {{1, 7, 15, StmtKind::Condition}, {1, 8, 3}, {1, 7, 15, StmtKind::Condition},
                       {2, 7, 15, StmtKind::Condition}, {2, 8, 3}});
  cex.steps[0].c->branch = "true";
  cex.steps[2].c->branch = "false";
  cex.steps[3].c->branch = "true";
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.checks.size(), 3u);
  EXPECT_EQ(s.checks[0].thread, 0);
  EXPECT_EQ(s.checks[0].count, 1u);
  EXPECT_TRUE(s.checks[0].expected);
  EXPECT_EQ(s.checks[0].cex_step, 1u);
  EXPECT_EQ(s.checks[1].count, 2u);
  EXPECT_FALSE(s.checks[1].expected);
  EXPECT_EQ(s.checks[2].thread, 1);
  EXPECT_EQ(s.checks[2].count, 1u);
  const auto& p = s.probes[static_cast<size_t>(s.checks[0].probe)];
  EXPECT_EQ(p.position, "condition");
  EXPECT_EQ(p.line, 7u);
  EXPECT_EQ(s.checks[1].probe, s.checks[0].probe);
  std::string c = schedule_table_c(s);
  EXPECT_NE(c.find("{0, " + std::to_string(p.id) + ", 2, 0, 3}"), std::string::npos) << c;
  EXPECT_NE(c.find("3, mk_checks"), std::string::npos) << c;
}

TEST(ScheduleTable, HoldsEveryRow) {
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}}, {{1, 8, 3}, {2, 8, 3}, {1, 9, 3}});
  std::string c = schedule_table_c(make_schedule(cex, LineMap{}));
  EXPECT_NE(c.find("{0, 0, 1, 1, 1, 0}"), std::string::npos) << c;
  EXPECT_NE(c.find("{1, 0, 1, 0, 2, MOKERT_SWITCH_RETIRE}"), std::string::npos) << c;
  EXPECT_NE(c.find("{0, 1, 1, -1, 3, MOKERT_SWITCH_RETIRE}"), std::string::npos) << c;
  EXPECT_NE(c.find("{\"worker\", 1}"), std::string::npos) << c;
}

} // namespace
} // namespace mokert
