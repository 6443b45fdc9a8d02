#include <gtest/gtest.h>

#include "src/monitor_log.hpp"
#include "targets/user/verdict.hpp"
#include "mokert_replay.h"

namespace mokert {
namespace {

Schedule two_workers() {
  Schedule s;
  s.threads = {{0, 1, "worker", "worker", 0}, {1, 2, "worker", "worker", 1}};
  s.probes = {{0, "/src/a.c", 10, 3, "after", "", ""}};
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

// A wait the runtime ended with no signal, as the model's spurious wake-up: the verdict says so.
TEST(MonitorLog, ASpuriousWakeupIsNamedInTheReason) {
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                     "MOKERT step seq=0\nMOKERT spurious id=1 cond=ready_cv at=/src/a.c:14\n"
                                     "MOKERT step seq=1\nMOKERT free\n");
  ASSERT_EQ(log.spurious.size(), 1u);
  EXPECT_EQ(log.spurious[0].thread, 1);
  EXPECT_EQ(log.spurious[0].name, "ready_cv");
  ProcessResult run;
  run.signalled = true;
  run.signal = 6;
  run.out = "program: /src/a.c:16: consumer: Assertion `v == 7' failed.\n";
  Verdict v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_EQ(v.reason, "assertion `v == 7' failed at /src/a.c:16; T1 (worker #1)'s wait on `ready_cv` at a.c:14 "
                      "returned with no signal (a spurious wake-up, which POSIX allows)");
}

TEST(MonitorLog, EndedEarlyIsStalledAndNamesTheMissingThread) {
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                     "MOKERT thread id=0 fn=worker index=0 tid=5\nMOKERT step seq=0\n"
                                     "MOKERT stalled seq=1 of=2 waiting-for=1 ms=700\n");
  ProcessResult run;
  run.exit_code = 97;
  Verdict v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Stalled);
  EXPECT_NE(v.reason.find("no thread of the program became it"), std::string::npos) << v.reason;
}

TEST(MonitorLog, ProgramEndedBeforeAThreadTheModelHasMoreOfIsNamed) {
  // The model runs two workers; the program started one and ended after its row.
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                     "MOKERT thread id=0 fn=worker index=0 tid=5\nMOKERT step seq=0\n"
                                     "MOKERT exit id=0\nMOKERT end reached=1 of=2\n");
  ProcessResult run;
  run.exit_code = 0;
  Verdict v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Stalled);
  EXPECT_NE(v.reason.find("the next step is thread T1 (worker #1)'s, and no thread of the program became it: the "
                          "model runs worker in 2 processes"),
            std::string::npos)
      << v.reason;
}

TEST(MonitorLog, BranchDivergenceExplainsNotReproduced) {
  Schedule s = two_workers();
  s.probes.push_back({1, "/src/a.c", 20, 6, "condition", "seen > limit", ""});
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

Schedule three_lockers() {
  Schedule s;
  s.threads = {{0, 1, "first", "first", 0}, {1, 2, "second", "second", 0}, {2, 3, "third", "third", 0}};
  s.probes = {{0, "/src/c.c", 13, 2, "after", "", ""}};
  s.switches = {{0, 0, 0, 1, 1, 2}, {1, 1, 0, 1, 2, 4}, {2, 2, 0, 1, -1, 6}};
  s.end = EndMode::Release;
  return s;
}

const char* kDeadlockLog =
    "MOKERT start protocol=1 cex=1 threads=3 switches=3\nMOKERT step seq=0\nMOKERT step seq=1\n"
    "MOKERT step seq=2\nMOKERT free\n"
    "MOKERT deadlock id=0 kind=mutex name=b at=/src/c.c:14 holder=1 holds=a@/src/c.c:13\n"
    "MOKERT deadlock id=1 kind=mutex name=c at=/src/c.c:25 holder=2 holds=b@/src/c.c:24\n"
    "MOKERT deadlock id=2 kind=mutex name=a at=/src/c.c:36 holder=0 holds=c@/src/c.c:35\n";

TEST(MonitorLog, DeadlockOfAnInvalidEndStateIsConfirmedNamingTheCycle) {
  MonitorLog log = parse_monitor_log(kDeadlockLog);
  ASSERT_EQ(log.deadlock.size(), 3u);
  EXPECT_EQ(log.deadlock[0].holds, std::vector<std::string>{"a@/src/c.c:13"});
  EXPECT_EQ(log.deadlock[2].holder, 0);
  ProcessResult run;
  run.exit_code = MOKERT_EXIT_DEADLOCK;
  Verdict v = user_verdict(three_lockers(), PropertyOutcome::InvalidEndState, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 3 threads; T0 (first #0) holds `a` (c.c:13) and waits "
                          "for mutex `b` (c.c:14) held by T1 (second #0); T1 (second #0) holds `b` (c.c:24)"),
            std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("T2 (third #0) holds `c` (c.c:35) and waits for mutex `a` (c.c:36) held by T0 (first #0)"),
            std::string::npos) << v.reason;
}

// Binary semaphores used as locks: each thread took one unit and waits for the other's. The
// runtime names the unit a thread took and did not post back, and who took the awaited one.
TEST(MonitorLog, ASemaphoreCycleNamesWhatEachThreadTook) {
  MonitorLog log = parse_monitor_log(
      "MOKERT start protocol=1 cex=1 threads=3 switches=3\nMOKERT step seq=0\nMOKERT step seq=1\n"
      "MOKERT step seq=2\nMOKERT free\n"
      "MOKERT deadlock id=0 kind=sem name=dev_b at=/src/c.c:23 holder=1 holds=dev_a(taken)@/src/c.c:22\n"
      "MOKERT deadlock id=1 kind=sem name=dev_a at=/src/c.c:33 holder=0 holds=dev_b(taken)@/src/c.c:32\n");
  ProcessResult run;
  run.exit_code = MOKERT_EXIT_DEADLOCK;
  Verdict v = user_verdict(three_lockers(), PropertyOutcome::InvalidEndState, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 2 threads; T0 (first #0) holds `dev_a(taken)` (c.c:22) and "
                          "waits on semaphore `dev_b` (c.c:23) taken by T1 (second #0) and not posted back"),
            std::string::npos) << v.reason;
  // Nobody took it: a post that never comes.
  log = parse_monitor_log(
      "MOKERT start protocol=1 cex=1 threads=3 switches=3\nMOKERT step seq=0\nMOKERT step seq=1\n"
      "MOKERT step seq=2\nMOKERT free\nMOKERT deadlock id=0 kind=sem name=items at=/src/c.c:23 holder=-1 holds=-\n");
  v = user_verdict(three_lockers(), PropertyOutcome::InvalidEndState, run, log);
  EXPECT_NE(v.reason.find("waits on semaphore `items` (c.c:23) that no running thread posts"), std::string::npos)
      << v.reason;
}

// A stall on a semaphore a parked thread took (the model does not have the semaphore): the
// taker is named as a mutex's holder is. Before, the reason said only that no running thread
// posts it.
TEST(MonitorLog, AStallOnASemaphoreNamesTheThreadThatTookIt) {
  MonitorLog log = parse_monitor_log(
      "MOKERT start protocol=1 cex=1 threads=3 switches=3\nMOKERT step seq=0\n"
      "MOKERT stalled seq=1 of=3 waiting-for=1 ms=750\n"
      "MOKERT blocked id=1 sem=slots at=/src/c.c:24 holder=0 holder-state=parked\n");
  ProcessResult run;
  run.exit_code = MOKERT_EXIT_STALLED;
  Verdict v = user_verdict(three_lockers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Stalled);
  EXPECT_NE(v.reason.find("thread T1 (second #0) blocked on semaphore `slots` (/src/c.c:24) taken by parked thread "
                          "T0 (first #0) and not posted back: the model does not model this semaphore"),
            std::string::npos)
      << v.reason;
  // Nobody holds a unit: the wait is named as before.
  log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=3 switches=3\nMOKERT step seq=0\n"
                          "MOKERT stalled seq=1 of=3 waiting-for=1 ms=750\n"
                          "MOKERT blocked id=1 sem=slots at=/src/c.c:24 holder=-1 holder-state=-\n");
  v = user_verdict(three_lockers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_NE(v.reason.find("waits on semaphore `slots` (/src/c.c:24) that no running thread posts"), std::string::npos)
      << v.reason;
}

// Every thread blocked before the last row of an invalid end state: the deadlock is real.
TEST(MonitorLog, ADeadlockBeforeTheLastRowIsConfirmed) {
  MonitorLog log = parse_monitor_log(
      "MOKERT start protocol=1 cex=1 threads=3 switches=3\nMOKERT step seq=0\nMOKERT step seq=1\n"
      "MOKERT deadlock-early seq=2 of=3\n"
      "MOKERT deadlock id=0 kind=mutex name=b at=/src/c.c:14 holder=1 holds=a@/src/c.c:13\n"
      "MOKERT deadlock id=1 kind=mutex name=a at=/src/c.c:25 holder=0 holds=b@/src/c.c:24\n");
  EXPECT_FALSE(log.free_run);
  ProcessResult run;
  run.exit_code = MOKERT_EXIT_DEADLOCK;
  Verdict v = user_verdict(three_lockers(), PropertyOutcome::InvalidEndState, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 2 threads"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("after 2 of 3 switch points"), std::string::npos) << v.reason;
}

// The counterexample's own property failing before the last row is a real bug; another
// failure there is not a confirmation.
TEST(MonitorLog, TheSamePropertyFailingBeforeTheLastRowIsConfirmed) {
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\nMOKERT step seq=0\n");
  ProcessResult run;
  run.exit_code = 1;
  run.out = "==7==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010\n";
  Verdict v = user_verdict(two_workers(), PropertyOutcome::PreconditionFalse, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_NE(v.reason.find("AddressSanitizer: heap-use-after-free"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("after 1 of 2 switch points"), std::string::npos) << v.reason;

  Counterexample cex;
  cex.message = "assertion violated (counter==2)";
  run.signalled = true;
  run.signal = 6;
  run.exit_code = 0;
  run.out = "program: /src/a.c:20: main: Assertion `counter == 2' failed.\n";
  EXPECT_EQ(user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log, &cex).kind,
            VerdictKind::Confirmed);
  run.out = "program: /src/a.c:30: main: Assertion `other == 1' failed.\n";
  EXPECT_EQ(user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log, &cex).kind,
            VerdictKind::Stalled);
  // A use after free where the model claimed an assertion on data is no early confirmation of it
  // unless it is a sanitizer report (the model's memory checks); an exit code alone is not.
  run.signalled = false;
  run.exit_code = 3;
  run.out = "";
  EXPECT_EQ(user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log, &cex).kind,
            VerdictKind::Stalled);
}

// A row passed over because its thread was blocked joining a parked thread (the model passes
// the join): a failure of the property after that is the program's own; none is a stall that
// names the join.
TEST(MonitorLog, ARowPassedOverAtAJoinStillConfirmsAndOtherwiseNamesTheJoin) {
  std::string text =
      "MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
      "MOKERT skip seq=0 id=0 join=t at=/src/a.c:30 holder=1 holder-state=parked\n"
      "MOKERT step seq=0 id=0 probe=0 count=1 next=1 cex-step=2\nMOKERT step seq=1\nMOKERT free\n";
  MonitorLog log = parse_monitor_log(text);
  ASSERT_EQ(log.skipped.size(), 1u);
  EXPECT_TRUE(log.blocked.empty());
  EXPECT_EQ(log.skipped[0].kind, "join");
  EXPECT_EQ(log.skipped[0].name, "t");
  EXPECT_EQ(log.skipped[0].holder, 1);
  EXPECT_EQ(log.skipped[0].seq, 0);

  ProcessResult run;
  run.signalled = true;
  run.signal = 6;
  run.out = "program: /src/a.c:20: worker: Assertion `counter == 2' failed.\n";
  Verdict v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_EQ(v.reason.rfind("assertion `counter == 2' failed at /src/a.c:20 (thread T0 (worker #0) blocked on join `t`", 0), 0u)
      << v.reason;

  run.signalled = false;
  run.exit_code = 0;
  run.out = "";
  v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::Stalled);
  EXPECT_NE(v.reason.find("blocked on join `t` (/src/a.c:30) of parked thread T1 (worker #1)"), std::string::npos)
      << v.reason;
  EXPECT_NE(v.reason.find("the last step was reached and no property failed"), std::string::npos) << v.reason;
}

// The model's index check has its counterpart in the replay build's bounds sanitizer: its report
// confirms a precondition-false counterexample, before or after the last row.
TEST(MonitorLog, ABoundsSanitizerReportConfirmsTheModelsIndexCheck) {
  ProcessResult run;
  run.exit_code = 1;
  run.out = "/src/q.c:35:32: runtime error: index -1 out of bounds for type 'int [2]'\n";
  EXPECT_EQ(failure_in(run), "UndefinedBehaviorSanitizer: index -1 out of bounds for type 'int [2]' at /src/q.c:35:32");
  MonitorLog reached = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                         "MOKERT step seq=0\nMOKERT step seq=1\nMOKERT free\n");
  Verdict v = user_verdict(two_workers(), PropertyOutcome::PreconditionFalse, run, reached);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_NE(v.reason.find("index -1 out of bounds"), std::string::npos) << v.reason;
  MonitorLog early = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\nMOKERT step seq=0\n");
  EXPECT_EQ(user_verdict(two_workers(), PropertyOutcome::PreconditionFalse, run, early).kind, VerdictKind::Confirmed);
  run.out = "";
  EXPECT_EQ(user_verdict(two_workers(), PropertyOutcome::PreconditionFalse, run, early).kind, VerdictKind::Stalled);
}

TEST(MonitorLog, LostWakeupNamesTheWaitAndTheEarlierSignal) {
  Schedule s = three_lockers();
  MonitorLog log = parse_monitor_log(
      "MOKERT start protocol=1 cex=1 threads=3 switches=3\nMOKERT step seq=0\n"
      "MOKERT signal id=1 cond=cv at=/src/c.c:24 waiters=0\nMOKERT step seq=1\nMOKERT step seq=2\nMOKERT free\n"
      "MOKERT deadlock id=0 kind=cond name=cv at=/src/c.c:13 holder=-1 holds=-\n");
  Counterexample cex;
  CexStep st;
  st.index = 7;
  st.pid = 2;
  MapEntry e;
  e.c.file = "/src/c.c";
  e.c.line = 24;
  st.c = e;
  cex.steps.push_back(st);
  ProcessResult run;
  run.exit_code = MOKERT_EXIT_DEADLOCK;
  Verdict v = user_verdict(s, PropertyOutcome::InvalidEndState, run, log, &cex);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_NE(v.reason.find("T0 (first #0) waits on condition `cv` (c.c:13) that no running thread signals; its "
                          "signal by T1 (second #0) at c.c:24 (counterexample step 7) came before the wait"),
            std::string::npos) << v.reason;
}

TEST(MonitorLog, SettledWithoutFailureIsNotReproducedNamingTheParkedThreads) {
  MonitorLog log = parse_monitor_log(
      "MOKERT start protocol=1 cex=1 threads=2 switches=2\nMOKERT step seq=0\nMOKERT step seq=1\nMOKERT free\n"
      "MOKERT exit id=1\nMOKERT settled id=1 state=done\n"
      "MOKERT tstate id=0 fn=worker index=0 state=parked probe=0 count=1 linux=S wchan=futex syscall=202\n"
      "MOKERT tstate id=1 fn=worker index=1 state=done probe=0 count=1 linux=- wchan=- syscall=-\n");
  EXPECT_TRUE(log.settled);
  EXPECT_EQ(log.settled_thread, 1);
  ProcessResult run;
  run.exit_code = MOKERT_EXIT_SETTLED;
  Verdict v = user_verdict(two_workers(), PropertyOutcome::AssertionViolated, run, log);
  EXPECT_EQ(v.kind, VerdictKind::NotReproduced);
  EXPECT_NE(v.reason.find("then T1 (worker #1) ended and no property failed"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("threads the counterexample leaves parked: T0 (worker #0) at a.c:10"), std::string::npos)
      << v.reason;
}

TEST(MonitorLog, ReleasedThreadsThatAllEndAreNotADeadlock) {
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=3 switches=3\nMOKERT step seq=0\n"
                                     "MOKERT step seq=1\nMOKERT step seq=2\nMOKERT free\nMOKERT end reached=3 of=3\n");
  ProcessResult run;
  run.exit_code = 0;
  Verdict v = user_verdict(three_lockers(), PropertyOutcome::InvalidEndState, run, log);
  EXPECT_EQ(v.kind, VerdictKind::NotReproduced);
  EXPECT_NE(v.reason.find("no deadlock"), std::string::npos) << v.reason;
}

// CONFIRMED means the counterexample's property failed; anything else is reported as it is.
TEST(MonitorLog, OnlyTheCounterexamplesOwnAssertionConfirms) {
  MonitorLog log = parse_monitor_log("MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
                                     "MOKERT step seq=0\nMOKERT step seq=1\nMOKERT free\n");
  Counterexample cex;
  cex.outcome = PropertyOutcome::AssertionViolated;
  cex.message = "assertion violated (now.value==42)";
  ProcessResult run;
  run.signalled = true;
  run.signal = 6;
  run.out = "p: /src/a.c:20: consumer: Assertion `value == 42' failed.\n";
  EXPECT_EQ(user_verdict(two_workers(), cex.outcome, run, log, &cex).kind, VerdictKind::Confirmed);
  run.out = "p: /src/a.c:31: main: Assertion `total == 3' failed.\n";
  Verdict other = user_verdict(two_workers(), cex.outcome, run, log, &cex);
  EXPECT_EQ(other.kind, VerdictKind::Error);
  EXPECT_NE(other.reason.find("an assertion other than the counterexample's (assertion violated (now.value==42))"),
            std::string::npos) << other.reason;
  run.out = "";
  run.signal = 11;
  Verdict crash = user_verdict(two_workers(), cex.outcome, run, log, &cex);
  EXPECT_EQ(crash.kind, VerdictKind::Error);
  EXPECT_NE(crash.reason.find("crashed"), std::string::npos) << crash.reason;
  // abort() without a message: a reach_error()-style call.
  run.signal = 6;
  EXPECT_EQ(user_verdict(two_workers(), cex.outcome, run, log, &cex).kind, VerdictKind::Confirmed);
  // A crash where the counterexample claims a deadlock is not that deadlock.
  cex.outcome = PropertyOutcome::InvalidEndState;
  EXPECT_EQ(user_verdict(two_workers(), cex.outcome, run, log, &cex).kind, VerdictKind::Error);
}

} // namespace
} // namespace mokert
