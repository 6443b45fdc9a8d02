#include <gtest/gtest.h>

#include "cex_builder.hpp"
#include "mokert/replay.hpp"
#include "src/schedule_table.hpp"
#include "test_folder.hpp"

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

TEST(Mapper, ASelectLoopIsOnePassOfItsStatement) {
  // `select(v : -1 .. 2)` choosing 1 takes three steps on its own Promela line (two increments,
  // the break), the first two with the same text: still one pass of the C statement, so the
  // switch after the next pass is its second (it was the fourth).
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}},
                      {{1, 9, 3, StmtKind::Call, "", false, "((v<2))"},
                       {1, 9, 3, StmtKind::Call, "", false, "((v<2))"},
                       {1, 9, 3, StmtKind::Call, "", false, "goto :b0"},
                       {1, 10, 3},
                       {1, 9, 3, StmtKind::Call, "", false, "goto :b0"},
                       {2, 5, 3}});
  for (auto& st : cex.steps)
    if (st.c && st.c->c.line == 9) {
      st.pml_line = st.c->pml_line = 44;
      st.c->nondet = "__VERIFIER_nondet_int()";
    }
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 2u);
  EXPECT_EQ(s.switches[0].thread, 0);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[0].probe)].line, 9u);
  EXPECT_EQ(s.switches[0].count, 2u);
}

TEST(Mapper, ReturnAndJumpProbesGoBefore) {
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}}, {{1, 10, 3, StmtKind::Return}, {2, 8, 3}});
  Schedule s = make_schedule(cex, LineMap{});
  EXPECT_EQ(s.probes[0].position, "before");
}

// `set(c, get(c) + 1)` through a pointer: the guard that picks set's target, get's steps, then
// the binding of set's arguments. The binding is probed after C evaluated the arguments (`call`),
// and guard and binding are one pass of the statement: the switch after the binding is at the
// call's first pass.
TEST(Mapper, ArgumentBindingIsProbedAfterTheArgumentsInTheGuardsPass) {
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}},
                      {{1, 20, 3, StmtKind::Call}, {1, 9, 3}, {1, 10, 3, StmtKind::Return}, {1, 20, 3, StmtKind::Call},
                       {2, 8, 3}});
  for (auto& st : cex.steps)
    if (st.c) st.c->rule = "default";
  cex.steps[0].c->part = "dispatch";
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 2u);
  const Probe& at = s.probes[static_cast<size_t>(s.switches[0].probe)];
  EXPECT_EQ(at.line, 20u);
  EXPECT_EQ(at.position, "call");
  EXPECT_EQ(s.switches[0].count, 1u);
  EXPECT_EQ(s.switches[0].cex_step, 4u);

  // A direct call: the binding alone, the same point.
  auto direct = make_cex(kFile, {{1, "worker"}, {2, "worker"}}, {{1, 20, 3, StmtKind::Call}, {2, 8, 3}});
  direct.steps[0].c->rule = "default";
  Schedule d = make_schedule(direct, LineMap{});
  EXPECT_EQ(d.probes[static_cast<size_t>(d.switches[0].probe)].position, "call");
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

TEST(Mapper, APidReusedByAnotherProctypeIsANewThreadByCreation) {
  // lazy01-style: each thread ends before the next `run`, and SPIN gives all of them pid 1.
  auto cex = make_cex(kFile, {{1, "adder"}, {1, "checker"}}, {{1, 8, 3}, {1, 9, 3}, {1, 20, 3}});
  cex.threads[1].creation = 1;
  cex.threads[2].creation = 2;
  cex.steps[0].creation = cex.steps[1].creation = 1;
  cex.steps[2].creation = 2;
  for (size_t i : {0u, 1u}) cex.steps[i].proctype = cex.steps[i].c->proctype = cex.steps[i].c->function = "adder";
  cex.steps[2].proctype = cex.steps[2].c->proctype = cex.steps[2].c->function = "checker";
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.threads.size(), 2u);
  EXPECT_EQ(s.threads[0].function, "adder");
  EXPECT_TRUE(s.threads[0].ended);  // its pid went to a later `run`
  EXPECT_EQ(s.threads[1].function, "checker");
  EXPECT_EQ(s.threads[1].creation_index, 0u);
  ASSERT_EQ(s.switches.size(), 2u);
  EXPECT_EQ(s.switches[0].next, 1);
}

TEST(Mapper, TheLoadOfASplitStatementIsAPointOfItsOwn) {
  // `total += 10` is a load and a store in the model: T0 stops after its load, T1 runs.
  auto cex = make_cex(kFile, {{1, "worker"}, {2, "worker"}}, {{1, 9, 3}, {2, 9, 3}, {2, 9, 3}, {1, 9, 3}});
  for (size_t i : {0u, 1u}) cex.steps[i].c->part = "load";
  cex.violation_step = 0;
  cex.outcome = PropertyOutcome::InvalidEndState;
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 3u);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[0].probe)].position, "split");
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[1].probe)].position, "after");
  EXPECT_EQ(s.switches[2].probe, s.switches[1].probe);
  EXPECT_EQ(s.switches[2].count, 1u);
}

TEST(Mapper, AnotherThreadInsideOneAssignmentOfARuleCutsItBetweenLoadAndStore) {
  // A user's rule writes `hits = hits + 1;` as two c_code steps (load, store) with no part in
  // the map: T1 runs between T0's two. The first is the point between load and store; merged,
  // the statement would run whole and the interleaving would be lost.
  auto cex = make_cex(kFile, {{1, "record"}, {2, "record"}}, {{1, 9, 3}, {2, 9, 3}, {1, 9, 3}, {2, 9, 3}});
  cex.steps[2].pml_line = cex.steps[2].c->pml_line = cex.steps[0].pml_line;  // same Promela line,
  cex.steps[3].pml_line = cex.steps[3].c->pml_line = cex.steps[1].pml_line;  // the second c_code
  for (size_t i : {0u, 1u}) cex.steps[i].statement = "c_code1";
  for (size_t i : {2u, 3u}) cex.steps[i].statement = "c_code2";
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 4u);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[0].probe)].position, "split");
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[1].probe)].position, "split");
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[2].probe)].position, "after");
  EXPECT_EQ(s.switches[2].count, 1u);  // the same execution, past its split point
  EXPECT_EQ(s.switches[3].count, 1u);
}

TEST(Mapper, StepsOfOneStatementInARowStayOnePointAfterIt) {
  // The same two steps with no other thread between them: nothing to cut.
  auto cex = make_cex(kFile, {{1, "record"}, {2, "record"}}, {{1, 9, 3}, {1, 9, 3}, {2, 9, 3}, {2, 9, 3}});
  cex.steps[1].pml_line = cex.steps[1].c->pml_line = cex.steps[0].pml_line;
  cex.steps[3].pml_line = cex.steps[3].c->pml_line = cex.steps[2].pml_line;
  for (size_t i : {0u, 2u}) cex.steps[i].statement = "c_code1";
  for (size_t i : {1u, 3u}) cex.steps[i].statement = "c_code2";
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 2u);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[0].probe)].position, "after");
}

TEST(Mapper, AViolatingStoreAfterAStoppedLoadEndsAtTheLoadPoint) {
  // T0 loads, T1 frees, T0's store violates: its last row is the point it is parked at.
  auto cex = make_cex(kFile, {{1, "reader"}, {2, "closer"}}, {{1, 9, 3}, {2, 20, 3}, {1, 9, 3}});
  cex.steps[0].c->part = "load";
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 3u);
  EXPECT_EQ(s.switches[2].thread, s.switches[0].thread);
  EXPECT_EQ(s.switches[2].probe, s.switches[0].probe);
  EXPECT_EQ(s.switches[2].count, s.switches[0].count);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[2].probe)].position, "split");
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
  // Neither model process ended: T1 stays parked at its last row, nobody retires.
  EXPECT_NE(c.find("{1, 0, 1, 0, 2, 0}"), std::string::npos) << c;
  EXPECT_NE(c.find("{0, 1, 1, -1, 3, 0}"), std::string::npos) << c;
  EXPECT_EQ(c.find("MOKERT_SWITCH_RETIRE}"), std::string::npos) << c;
  EXPECT_NE(c.find("{\"worker\", 1}"), std::string::npos) << c;
  EXPECT_NE(c.find("MOKERT_END_PARK"), std::string::npos) << c;
}

// Only a thread whose model process ended runs to its end; the one left mid-function parks.
TEST(Mapper, OnlyAThreadWhoseProcessEndedRetires) {
  auto cex = make_cex(kFile, {{1, "publisher"}, {2, "consumer"}},
                      {{1, 8, 3}, {2, 15, 3}, {1, 9, 3}, {1, 0, 0, StmtKind::Other, "", true, "mokert_exited[_pid] = 1"},
                       {2, 16, 3}});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.threads.size(), 2u);
  EXPECT_TRUE(s.threads[0].ended);
  EXPECT_FALSE(s.threads[1].ended);
  EXPECT_EQ(s.end, EndMode::Park);
  std::string c = schedule_table_c(s);
  // T0's last row (after line 9) retires; T1's first row parks.
  EXPECT_NE(c.find("{0, 2, 1, 1, 3, MOKERT_SWITCH_RETIRE}"), std::string::npos) << c;
  EXPECT_NE(c.find("{1, 1, 1, 0, 2, 0}"), std::string::npos) << c;
  EXPECT_NE(c.find("{1, 3, 1, -1, 5, 0}"), std::string::npos) << c;
}

// A pid SPIN gave to a later `run` belonged to a process that ended.
TEST(Mapper, ReusedPidMeansTheFirstProcessEnded) {
  auto cex = make_cex(kFile, {{0, "main"}, {1, "worker"}},
                      {{0, 20, 3, StmtKind::Call, "", false, "t1 = run worker()"}, {1, 8, 3},
                       {0, 21, 3, StmtKind::Call, "", false, "t2 = run worker()"}, {1, 8, 3}, {0, 22, 3}});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.threads.size(), 3u);
  int ended = 0;
  for (const auto& t : s.threads) ended += t.ended ? 1 : 0;
  EXPECT_EQ(ended, 1);
  for (const auto& t : s.threads)
    if (t.ended) {
      EXPECT_EQ(t.creation_index, 0u);
    }
}

// A thread the model created but never ran is a thread of the schedule all the same (gated
// where the model left it: before its first step), whether the default rules created it (the
// step that stores its argument) or a script's `run`; without it, it ran freely in the replay.
TEST(Mapper, ACreatedThreadWithoutStepsIsScheduledAndHeld) {
  auto cex = make_cex(kFile, {{0, "main"}},
                      {{0, 7, 2, StmtKind::Call, "pthread_create(&t,0,setter,0);", false,
                        "(Pp_main->t) = now.mokert_newpid + 1; now.mokert_argv[now.mokert_newpid] = (void *)(0);"},
                       {0, 8, 2, StmtKind::Call, "pthread_create(&u,0,helper,0);", false, "(run p_helper())"},
                       {0, 9, 2}});
  Schedule s = make_schedule(cex, LineMap{});
  EXPECT_EQ(s.end, EndMode::Park);
  ASSERT_EQ(s.threads.size(), 3u);
  EXPECT_EQ(s.threads[0].function, "main");
  EXPECT_EQ(s.threads[1].function, "helper");
  EXPECT_EQ(s.threads[2].function, "setter");
  EXPECT_EQ(s.threads[1].creation_index, 0u);
  EXPECT_EQ(s.threads[2].creation_index, 0u);
  for (const auto& w : s.switches) EXPECT_EQ(w.thread, 0);
}

// Two workers of one start function: the first created never runs, the second does the steps.
// The creation index follows SPIN's starts, not the order in which threads first step: ordered
// by steps, the running worker was worker #0, the idle one #1, and the replay forced the thread
// C created first (the idle one).
TEST(Mapper, ANeverRunThreadCreatedFirstKeepsItsCreationIndex) {
  auto cex = make_cex(kFile, {{0, "main"}, {2, "worker"}}, {{0, 7, 2}, {0, 8, 2}, {2, 20, 3}, {2, 21, 3}, {0, 9, 2}});
  cex.threads[2].creation = 2;
  for (auto& st : cex.steps)
    if (st.pid == 2) st.creation = 2;
  cex.starts.push_back({1, "p_worker", "worker", 1, 1});
  cex.starts.push_back({2, "p_worker", "worker", 2, 2});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.threads.size(), 3u);
  EXPECT_EQ(s.threads[0].function, "main");
  EXPECT_EQ(s.threads[1].pid, 2);
  EXPECT_EQ(s.threads[1].function, "worker");
  EXPECT_EQ(s.threads[1].creation_index, 1u);  // the second worker created
  EXPECT_EQ(s.threads[2].pid, 1);
  EXPECT_EQ(s.threads[2].function, "worker");
  EXPECT_EQ(s.threads[2].creation_index, 0u);  // held, never forced
  for (const auto& w : s.switches) EXPECT_NE(w.thread, 2);
  // A start that is no C thread (a script's environment process) is no thread of the schedule.
  cex.starts.insert(cex.starts.begin(), CexStart{3, "feeder", "", 0, 0});
  EXPECT_EQ(make_schedule(cex, LineMap{}).threads.size(), 3u);
}

// The kernel path: init (a script's %P) starts the thread proctypes; one never runs in the
// counterexample. It is listed, so the kernel runtime identifies its kthread and holds it in
// the trampoline before its first line (mk_wait_turn) until the verdict point, as the user
// runtime does; unlisted, it was an unknown kthread and ran freely beside the forced one.
TEST(Mapper, AKernelThreadTheCounterexampleNeverRunsIsListedForTheKernelTable) {
  auto cex = make_cex(kFile, {{2, "kl_remover"}}, {{0, 1, 1, StmtKind::Assign, "", true}, {2, 30, 3}, {2, 31, 3}});
  cex.threads[1].creation = 2;
  for (auto& st : cex.steps)
    if (st.pid == 2) st.creation = 2;
  cex.starts.push_back({1, "p_kl_reader", "kl_reader", 1, 1});
  cex.starts.push_back({2, "p_kl_remover", "kl_remover", 2, 1});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.threads.size(), 2u);
  EXPECT_EQ(s.threads[0].function, "kl_remover");
  EXPECT_EQ(s.threads[1].function, "kl_reader");
  EXPECT_EQ(s.threads[1].creation_index, 0u);
  for (const auto& w : s.switches) EXPECT_EQ(w.thread, 0);
  const std::string table = schedule_table_c(s);
  EXPECT_NE(table.find("{\"kl_reader\", 0}"), std::string::npos) << table;
}

// An invalid end state releases every thread after the last row (the deadlock oracle).
TEST(Mapper, InvalidEndStateReleasesEveryThreadAtTheEnd) {
  auto cex = make_cex(kFile, {{1, "left"}, {2, "right"}}, {{1, 8, 3}, {2, 18, 3}, {1, 9, 3}, {2, 19, 3}},
                      PropertyOutcome::InvalidEndState);
  Schedule s = make_schedule(cex, LineMap{});
  EXPECT_EQ(s.end, EndMode::Release);
  EXPECT_NE(schedule_table_c(s).find("MOKERT_END_RELEASE"), std::string::npos);
}

// A condition wait is two points as the model has it: waiting (mutex released), woken (mutex
// taken again); both count the same pass of the call.
TEST(Mapper, ConditionWaitIsTwoPoints) {
  const std::string call = "pthread_cond_wait(&cv,&m);";
  auto cex = make_cex(kFile, {{1, "waiter"}, {2, "signaller"}},
                      {{1, 12, 2, StmtKind::Call, call, false, "assert(((m==(_pid+1))&&(_pid<31)))"},
                       {2, 22, 2, StmtKind::Call, "pthread_cond_signal(&cv);"},
                       {1, 12, 2, StmtKind::Call, call, false, "(((cv&(1<<_pid))==0)&&(m==0))"},
                       {1, 13, 2}});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 3u);
  const auto& wait = s.probes[static_cast<size_t>(s.switches[0].probe)];
  EXPECT_EQ(wait.position, "wait");
  EXPECT_EQ(s.switches[0].count, 1u);
  EXPECT_EQ(s.switches[2].thread, 0);
  EXPECT_EQ(s.switches[2].count, 1u);
  const auto& last = s.probes[static_cast<size_t>(s.switches[2].probe)];
  EXPECT_EQ(last.line, 13u);
  bool woken = false;
  for (const auto& p : s.probes) woken = woken || (p.position == "woken" && p.line == 12u);
  EXPECT_FALSE(woken);  // the woken step is inside T0's last run, not at its end
}

TEST(Mapper, WokenIsASwitchPointWhenTheRunEndsThere) {
  const std::string call = "pthread_cond_wait(&cv,&m);";
  auto cex = make_cex(kFile, {{1, "waiter"}, {2, "signaller"}},
                      {{1, 12, 2, StmtKind::Call, call, false, "assert(((m==(_pid+1))&&(_pid<31)))"},
                       {2, 22, 2, StmtKind::Call, "pthread_cond_signal(&cv);"},
                       {1, 12, 2, StmtKind::Call, call, false, "(((cv&(1<<_pid))==0)&&(m==0))"},
                       {2, 23, 2}});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 4u);
  const auto& woken = s.probes[static_cast<size_t>(s.switches[2].probe)];
  EXPECT_EQ(woken.position, "woken");
  EXPECT_EQ(woken.line, 12u);
  EXPECT_EQ(s.switches[2].count, 1u);
  EXPECT_NE(s.switches[0].probe, s.switches[2].probe);
}

// The map says which half of a wait a model line is (part="wait"/"woken", written by the
// extractor), whatever the trail's text: a timed wait's second half, a barrier in C data.
TEST(Mapper, WaitHalvesAreTakenFromTheMapPart) {
  const std::string call = "rc=pthread_cond_timedwait(&cv,&m,&ts);";
  auto cex = make_cex(kFile, {{1, "waiter"}, {2, "other"}},
                      {{1, 12, 2, StmtKind::Call, call, false, "c_code"},
                       {2, 22, 2},
                       {1, 12, 2, StmtKind::Call, call, false, "(m==0)"},
                       {2, 23, 2}});
  cex.steps[0].c->part = "wait";
  cex.steps[2].c->part = "woken";
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 4u);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[0].probe)].position, "wait");
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[2].probe)].position, "woken");
  EXPECT_EQ(s.switches[2].count, 1u);  // both halves are one pass of the call
}

// A wait the model ended with no signal (a spurious wake-up): its woken half is the switch
// point where the waiter goes on, and the choice is the thread's forced value, which the
// runtime's wait takes on entry.
TEST(Mapper, ASpuriousWakeupIsForcedOnTheWaiter) {
  const std::string call = "pthread_cond_wait(&cv,&m);";
  auto cex = make_cex(kFile, {{1, "waiter"}, {2, "signaller"}},
                      {{1, 12, 2, StmtKind::Call, call, false, "assert(((m==(_pid+1))&&(_pid<31)))"},
                       {2, 22, 2},
                       {1, 12, 2, StmtKind::Call, call, false, "mokert_spurious = ((cv&(1<<_pid))!=0)"},
                       {2, 23, 2}});
  cex.steps[0].c->part = "wait";
  cex.steps[2].c->part = "woken";
  cex.steps[2].c->nondet = "mokert_spurious";
  cex.steps[2].values.push_back({"mokert_spurious", "1"});
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.switches.size(), 4u);
  EXPECT_EQ(s.probes[static_cast<size_t>(s.switches[2].probe)].position, "woken");
  ASSERT_EQ(s.values.size(), 1u);
  EXPECT_EQ(s.values[0].name, "mokert_spurious");
  EXPECT_EQ(s.values[0].value, "1");
  EXPECT_EQ(s.threads[static_cast<size_t>(s.values[0].thread)].pid, 1);
}

// The waiter a signal woke in the model is the one the replay wakes: the schedule names it by
// replay thread, per signalling thread in order; nobody waiting is -1.
TEST(Mapper, SignalsNameTheWaiterTheModelWoke) {
  const std::string call = "pthread_cond_wait(&cv,&m);";
  auto cex = make_cex(kFile, {{1, "waiter"}, {2, "waiter"}, {3, "signaller"}},
                      {{1, 12, 2, StmtKind::Call, call, false, "assert(((m==(_pid+1))&&(_pid<31)))"},
                       {2, 12, 2, StmtKind::Call, call, false, "assert(((m==(_pid+1))&&(_pid<31)))"},
                       {3, 22, 2, StmtKind::Call, "pthread_cond_signal(&cv);", false, "cv = (cv&~((1<<mokert_bit)))"},
                       {3, 23, 2, StmtKind::Call, "pthread_cond_signal(&cv);", false, "break"},
                       {2, 12, 2, StmtKind::Call, call, false, "(((cv&(1<<_pid))==0)&&(m==0))"}},
                      PropertyOutcome::InvalidEndState);
  cex.steps[2].wake = CexWake{2, 0};
  cex.steps[3].wake = CexWake{};
  Schedule s = make_schedule(cex, LineMap{});
  ASSERT_EQ(s.wakes.size(), 2u);
  EXPECT_EQ(s.threads[static_cast<size_t>(s.wakes[0].thread)].pid, 3);
  ASSERT_GE(s.wakes[0].woken, 0);
  EXPECT_EQ(s.threads[static_cast<size_t>(s.wakes[0].woken)].pid, 2);
  EXPECT_EQ(s.wakes[0].cex_step, 3u);
  EXPECT_EQ(s.wakes[1].woken, -1);
  std::string c = schedule_table_c(s);
  EXPECT_NE(c.find("{" + std::to_string(s.wakes[0].thread) + ", " + std::to_string(s.wakes[0].woken) + ", 3},"),
            std::string::npos) << c;
  EXPECT_NE(c.find("2, mk_wakes"), std::string::npos) << c;

  test::TestFolder dir("schedule-wakes");
  write_schedule(s, dir.path() / "schedule-1.xml");
  Schedule back = read_schedule(dir.path() / "schedule-1.xml");
  ASSERT_EQ(back.wakes.size(), 2u);
  EXPECT_EQ(back.wakes[0].woken, s.wakes[0].woken);
  EXPECT_EQ(back.wakes[1].woken, -1);
  EXPECT_EQ(back.wakes[1].cex_step, 4u);
}

// A lasso: the prefix once, then the cycle k times; the counts go on from pass to pass.
TEST(Mapper, LivenessCycleIsForcedKTimes) {
  auto cex = make_cex(kFile, {{1, "spinner"}, {2, "setter"}},
                      {{2, 30, 3}, {1, 7, 10, StmtKind::Condition}},
                      PropertyOutcome::AcceptanceCycle);
  cex.cycle_start = 2;
  cex.steps[1].c->branch = "true";
  Schedule s = make_schedule(cex, LineMap{}, 3);
  EXPECT_EQ(s.end, EndMode::Cycle);
  EXPECT_EQ(s.cycle_repeats, 3u);
  ASSERT_EQ(s.switches.size(), 2u);
  EXPECT_EQ(s.cycle_from, 1u);
  EXPECT_EQ(s.switches[1].thread, 0);  // the spinner (pid 1)
  EXPECT_EQ(s.switches[1].count, 3u);  // the third evaluation of the loop condition
  ASSERT_EQ(s.checks.size(), 3u);
  EXPECT_EQ(s.checks[2].count, 3u);
  EXPECT_NE(schedule_table_c(s).find("MOKERT_END_CYCLE"), std::string::npos);
  EXPECT_EQ(make_schedule(cex, LineMap{}, 5).switches[1].count, 5u);
}

} // namespace
} // namespace mokert
