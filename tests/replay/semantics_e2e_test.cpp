// Replay semantics on small pthread programs written for mokert (tests/replay/data/verdicts):
// threads the counterexample leaves mid-function stay parked, invalid end states are judged by
// the deadlock oracle, condition waits are forced as the model splits them. Each program's
// header comment says what it is; every one of these is a real bug and must be CONFIRMED.
#include <gtest/gtest.h>

#include "e2e_util.hpp"
#include "mokert/verdict.hpp"

namespace mokert {
namespace {

using test::data;
using test::mokert;
using test::work_dir;

struct Run {
  ProcessResult r;
  Verdict v;
};

Run run_program(const std::string& name, std::filesystem::path* dir_out = nullptr) {
  auto dir = work_dir("semantics-" + name);
  Run out;
  if (dir_out) *dir_out = dir;
  out.r = mokert({"run", data("verdicts/" + name + ".prx"), "-o", dir.string(), "--timeout", "6"}, 300);
  if (std::filesystem::exists(dir / "verdict-1.xml")) out.v = read_verdict(dir / "verdict-1.xml");
  return out;
}

// The publisher is parked after `ready = 1`; the consumer sees ready and reads the old value.
TEST(ReplaySemantics, OrderViolationIsConfirmed) {
  auto [r, v] = run_program("order_violation");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << r.out;
  EXPECT_NE(v.reason.find("assertion `value == 42' failed"), std::string::npos) << v.reason;
}

TEST(ReplaySemantics, OrderFixedHasNoCounterexample) {
  auto [r, v] = run_program("order_fixed");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.out.find("CONFIRMED"), std::string::npos) << r.out;
}

TEST(ReplaySemantics, AbbaDeadlockIsConfirmedNamingTheCycle) {
  auto [r, v] = run_program("abba");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << r.out;
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 2 threads"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("(left #0) holds `a` (abba.c:12) and waits for mutex `b` (abba.c:13) held by"),
            std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("(right #0) holds `b` (abba.c:23) and waits for mutex `a` (abba.c:24) held by"),
            std::string::npos) << v.reason;
}

TEST(ReplaySemantics, ThreeThreadLockCycleIsConfirmed) {
  auto [r, v] = run_program("cycle3");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << r.out;
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 3 threads"), std::string::npos) << v.reason;
}

// Two locks taken one after the other: the auditor runs between the transfer's two halves.
TEST(ReplaySemantics, InvariantAcrossTwoLocksIsConfirmed) {
  auto [r, v] = run_program("two_locks");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << r.out;
  EXPECT_NE(v.reason.find("assertion `sx + sy == 10' failed"), std::string::npos) << v.reason;
}

TEST(ReplaySemantics, LostWakeupIsConfirmedNamingTheWaitAndTheSignal) {
  auto [r, v] = run_program("lost_wakeup");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << r.out;
  EXPECT_NE(v.reason.find("(waiter #0) waits on condition `cv` (lost_wakeup.c:13)"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("at lost_wakeup.c:23 (counterexample step"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("a lost wakeup"), std::string::npos) << v.reason;
}

// The woken consumer must get the mutex back after the other consumer emptied the queue.
TEST(ReplaySemantics, IfInsteadOfWhileAroundAWaitIsConfirmed) {
  auto [r, v] = run_program("if_not_while");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << r.out;
  EXPECT_NE(v.reason.find("assertion `items > 0' failed"), std::string::npos) << v.reason;
}

// Only a spurious wake-up reaches the bug: the model makes one, the replay forces the real wait
// to return with no signal, and the trace and the reason say so.
TEST(ReplaySemantics, ASpuriousWakeupIsForcedAndNamed) {
  std::filesystem::path dir;
  auto [r, v] = run_program("spurious_if", &dir);
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << r.out;
  EXPECT_NE(v.reason.find("assertion `r == 3' failed"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("(waiter #0)'s wait on `done_cv` at spurious_if.c:19 returned with no signal (a spurious "
                          "wake-up"), std::string::npos) << v.reason;
  auto t = mokert({"trace", dir.string()}, 60);
  EXPECT_NE(t.out.find("spurious_if.c:19  [spurious wake-up] pthr"), std::string::npos) << t.out;
}

// `%spurious 0`: waits end only when signalled; the `if` waiter is then correct.
TEST(ReplaySemantics, SpuriousWakeupsCanBeTurnedOff) {
  auto [r, v] = run_program("spurious_if_off");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("no errors"), std::string::npos) << r.out;
}

// Liveness: the spinner waits for a flag nobody sets; the acceptance cycle is forced 3 times and
// the real program follows it: CONFIRMED naming the loop's line.
TEST(ReplaySemantics, SpinNobodyEndsIsConfirmedAsStarvation) {
  auto [r, v] = run_program("spin_forever");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << r.out;
  EXPECT_NE(v.reason.find("livelock or starvation: the program followed the counterexample's cycle 3 times "
                          "(spin_forever.c:11"), std::string::npos) << v.reason;
}

// With the flag set by another thread SPIN finds no acceptance cycle.
TEST(ReplaySemantics, SpinAnotherThreadEndsHasNoAcceptanceCycle) {
  auto [r, v] = run_program("spin_released");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("no errors"), std::string::npos) << r.out;
}

} // namespace
} // namespace mokert
