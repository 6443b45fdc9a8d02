// The user target end to end on hand-written counterexamples: the mokert binary, cc, real runs.
#include <gtest/gtest.h>

#include "cex_builder.hpp"
#include "e2e_util.hpp"
#include "mokert/counterexample.hpp"
#include "mokert/files.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

using test::data;
using test::make_cex;
using test::mokert;
using test::work_dir;

// T0 reads, T1 reads and writes, T0 writes: the lost update (lost_update.c lines 8, 9).
Counterexample lost_update_cex() {
  return make_cex(data("lost_update.c"), {{1, "worker"}, {2, "worker"}},
                  {{0, 15, 3, StmtKind::Call, "", true}, {1, 8, 3, StmtKind::Decl}, {2, 8, 3, StmtKind::Decl},
                   {2, 9, 3}, {1, 9, 3}, {0, 20, 3, StmtKind::Call, "", true}});
}

TEST(ReplayUser, LostUpdateIsConfirmed) {
  auto dir = work_dir("lost");
  write_counterexample(lost_update_cex(), dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--target", "user", "--source", data("lost_update.c")});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("cex 1: CONFIRMED  assertion `counter == 2' failed at " + data("lost_update.c") + ":20"),
            std::string::npos) << r.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_EQ(v.steps_reached, 3u);
  EXPECT_EQ(v.steps_total, 3u);
  EXPECT_NE(v.monitor_log.find("MOKERT free"), std::string::npos);
  EXPECT_NE(v.evidence.find("Assertion `counter == 2' failed"), std::string::npos) << v.evidence;
  Schedule s = read_schedule(dir / "schedule-1.xml");
  EXPECT_EQ(s.switches.size(), 3u);
  // The original source is untouched; the copy has the probes.
  EXPECT_EQ(read_file(data("lost_update.c")).find("mokert_probe"), std::string::npos);
  EXPECT_NE(read_file(dir / "replay-1/src/lost_update.c").find("mokert_probe(0)"), std::string::npos);
}

TEST(ReplayUser, SerialScheduleIsNotReproduced) {
  // Each worker runs both of its statements in turn: the model says nothing fails, here the
  // cex claims an assertion; the real code does not fail, so it is a false alarm.
  auto dir = work_dir("serial");
  write_counterexample(make_cex(data("lost_update.c"), {{1, "worker"}, {2, "worker"}},
                                {{1, 8, 3, StmtKind::Decl}, {1, 9, 3}, {2, 8, 3, StmtKind::Decl}, {2, 9, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "--source", data("lost_update.c")});
  EXPECT_EQ(r.exit_code, 4) << r.out;  // counterexamples, none reproduced
  EXPECT_NE(r.out.find("cex 1: NOT_REPRODUCED"), std::string::npos) << r.out;
}

TEST(ReplayUser, ThreadSanitizerBuildStillConfirms) {
  auto dir = work_dir("tsan");
  write_counterexample(lost_update_cex(), dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--sanitize", "thread", "--source", data("lost_update.c")});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("CONFIRMED"), std::string::npos) << r.out;
}

TEST(ReplayUser, MutexTheModelSkipsIsStalledWithTheHolder) {
  // The model mapped lock/unlock to skip: T0 stops inside the critical section, T1 cannot enter.
  auto dir = work_dir("stall");
  write_counterexample(make_cex(data("locked_skip.c"), {{1, "worker"}, {2, "worker"}},
                                {{1, 9, 3, StmtKind::Call}, {1, 10, 3, StmtKind::Decl}, {2, 9, 3, StmtKind::Call},
                                 {2, 10, 3, StmtKind::Decl}, {2, 11, 3}, {2, 12, 3, StmtKind::Call}, {1, 11, 3},
                                 {1, 12, 3, StmtKind::Call}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--timeout", "2", "--source", data("locked_skip.c")});
  EXPECT_EQ(r.exit_code, 4) << r.out;
  EXPECT_NE(r.out.find("cex 1: STALLED"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("thread T1 (worker #1) blocked on mutex `m` (" + data("locked_skip.c") +
                       ":9) held by parked thread T0 (worker #0): the model does not model this lock"),
            std::string::npos) << r.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.steps_reached, 1u);
  ASSERT_EQ(v.threads.size(), 2u);
  EXPECT_EQ(v.threads[0].state, "parked");
  EXPECT_EQ(v.threads[1].state, "blocked");
  EXPECT_NE(v.threads[1].detail.find("linux=S"), std::string::npos) << v.threads[1].detail;
  EXPECT_LT(v.seconds, 2.0);  // the monitor reported before the tool's deadline
  EXPECT_EQ(test::processes_running(dir / "replay-1/program"), 0);
}

TEST(ReplayUser, HangAfterTheLastStepIsKilledAtTheDeadlineAndNoChildIsLeft) {
  auto dir = work_dir("hang");
  write_counterexample(make_cex(data("loop_forever.c"), {{1, "worker"}}, {{1, 7, 3}}), dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--timeout", "1", "--source", data("loop_forever.c")}, 60);
  EXPECT_FALSE(r.timed_out);
  EXPECT_NE(r.out.find("cex 1: NOT_REPRODUCED"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("did not end before the deadline"), std::string::npos) << r.out;
  EXPECT_EQ(test::processes_running(dir / "replay-1/program"), 0);
}

TEST(ReplayUser, SwitchNeverReachedIsStalledAtTheDeadline) {
  // The schedule wants T0 at its second pass of `go = go + 1`, but the thread sleeps forever.
  auto dir = work_dir("never");
  write_counterexample(make_cex(data("loop_forever.c"), {{1, "worker"}},
                                {{1, 7, 3}, {1, 8, 10, StmtKind::Condition}, {1, 7, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--timeout", "1", "--source", data("loop_forever.c")}, 60);
  EXPECT_NE(r.out.find("cex 1: STALLED"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("did not reach its next switch point"), std::string::npos) << r.out;
  EXPECT_EQ(test::processes_running(dir / "replay-1/program"), 0);
}

TEST(ReplayUser, SeparateDriverFileStartsTheThreads) {
  auto dir = work_dir("driver");
  write_counterexample(make_cex(data("split_worker.c"), {{1, "worker"}, {2, "worker"}},
                                {{1, 5, 3, StmtKind::Decl}, {2, 5, 3, StmtKind::Decl}, {2, 6, 3}, {1, 6, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--source", data("split_worker.c"), "--driver",
                   data("split_driver.c")});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("cex 1: CONFIRMED  assertion `counter == 2' failed at " + data("split_driver.c") + ":14"),
            std::string::npos) << r.out;
}

TEST(ReplayUser, InstrumentWritesScheduleAndSources) {
  auto dir = work_dir("instrument");
  write_counterexample(lost_update_cex(), dir / "cex-1.xml");
  auto r = mokert({"instrument", dir.string(), "1", "--source", data("lost_update.c")});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("cex 1: 2 threads, 3 switch points, 2 probes"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::exists(dir / "schedule-1.xml"));
  EXPECT_TRUE(fs::exists(dir / "replay-1/schedule_table.c"));
  EXPECT_NE(read_file(dir / "replay-1/src/lost_update.c").find("mokert_pthread_create(&t1, 0, worker, 0, \"worker\")"),
            std::string::npos);
}

} // namespace
} // namespace mokert
