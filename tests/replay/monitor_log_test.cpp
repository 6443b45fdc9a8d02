#include <gtest/gtest.h>

#include "src/monitor_log.hpp"
#include "targets/user/verdict.hpp"

namespace mokert {
namespace {

Schedule two_workers() {
  Schedule s;
  s.threads = {{0, 1, "worker", "worker", 0}, {1, 2, "worker", "worker", 1}};
  s.probes = {{0, "/src/a.c", 10, 3, "after", ""}};
  s.switches = {{0, 0, 0, 1, 1, 2}, {1, 1, 0, 1, -1, 4}};
  return s;
}

TEST(MonitorLog, ParsesStallAndBlockedMutex) {
  std::string text =
      "noise\nMOKERT start protocol=1 cex=1 threads=2 switches=2\nMOKERT thread id=0 fn=worker index=0 tid=5\n"
      "MOKERT step seq=0 id=0 probe=0 count=1 next=1 cex-step=2\nMOKERT thread id=1 fn=worker index=1 tid=6\n"
      "MOKERT stalled seq=1 of=2 waiting-for=1 ms=750\n"
      "MOKERT tstate id=0 fn=worker index=0 state=parked probe=0 count=1 linux=S wchan=futex syscall=202\n"
      "MOKERT tstate id=1 fn=worker index=1 state=blocked probe=-1 count=0 linux=S wchan=futex syscall=202\n"
      "MOKERT blocked id=1 mutex=m at=/src/a.c:9 holder=0 holder-state=parked\n";
  MonitorLog log = parse_monitor_log(text);
  EXPECT_TRUE(log.started);
  EXPECT_TRUE(log.stalled);
  EXPECT_FALSE(log.free_run);
  EXPECT_EQ(log.steps, 1);
  EXPECT_EQ(log.waiting_for, 1);
  ASSERT_EQ(log.blocked.size(), 1u);
  EXPECT_EQ(log.blocked[0].holder, 0);

  ProcessResult run;
  run.exit_code = 97;
  Verdict v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Stalled);
  EXPECT_NE(v.reason.find("blocked on mutex `m` (/src/a.c:9) held by parked thread T0 (worker #0)"),
            std::string::npos) << v.reason;
  EXPECT_EQ(v.threads[0].state, "parked");
  EXPECT_EQ(v.threads[0].last_probe, "/src/a.c:10");
}

TEST(MonitorLog, ReachedAndAssertionIsConfirmed) {
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                     "MOKERT step seq=0\nMOKERT step seq=1\nMOKERT free\n");
  ProcessResult run;
  run.signalled = true;
  run.signal = 6;
  run.out = "program: /src/a.c:20: main: Assertion `counter == 2' failed.\n";
  Verdict v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_EQ(v.reason, "assertion `counter == 2' failed at /src/a.c:20");
  run.signalled = false;
  run.exit_code = 0;
  run.out = "counter = 2\n";
  EXPECT_EQ(user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log).kind,
            VerdictKind::NotReproduced);
}

TEST(MonitorLog, EndedEarlyIsStalledAndNamesTheMissingThread) {
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                     "MOKERT thread id=0 fn=worker index=0 tid=5\nMOKERT step seq=0\n"
                                     "MOKERT stalled seq=1 of=2 waiting-for=1 ms=700\n");
  ProcessResult run;
  run.exit_code = 97;
  Verdict v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Stalled);
  EXPECT_NE(v.reason.find("never created"), std::string::npos) << v.reason;
}

TEST(MonitorLog, BranchDivergenceExplainsNotReproduced) {
  Schedule s = two_workers();
  s.probes.push_back({1, "/src/a.c", 20, 6, "condition", "seen > limit"});
  s.checks = {{1, 1, 1, true, 3}};
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                     "MOKERT branch id=1 probe=1 count=1 cex-step=3 at=/src/a.c:20 model=true "
                                     "code=false\nMOKERT step seq=0\nMOKERT step seq=1\nMOKERT free\n");
  ASSERT_EQ(log.branches.size(), 1u);
  EXPECT_EQ(log.branches[0].thread, 1);
  EXPECT_EQ(log.branches[0].probe, 1);
  EXPECT_TRUE(log.branches[0].model);
  EXPECT_FALSE(log.branches[0].code);
  EXPECT_EQ(log.branches[0].at, "/src/a.c:20");
  ProcessResult run;
  run.exit_code = 0;
  run.out = "counter = 2\n";
  Verdict v = user_verdict(s, PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::NotReproduced);
  EXPECT_NE(v.reason.find("took the false branch of `seen > limit` at /src/a.c:20"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("the model took the true branch"), std::string::npos) << v.reason;
  // Without a branch line the reason does not claim a divergence.
  MonitorLog plain = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                       "MOKERT step seq=0\nMOKERT step seq=1\nMOKERT free\n");
  EXPECT_EQ(user_verdict(s, PropertyOutcome::AssertionViolated, run, plain).reason.find("diverged"),
            std::string::npos);
}

} // namespace
} // namespace mokert
