// The kernel runtime in a real kernel, with hand-written schedules (no SPIN, no instrumenter):
// the schedule is followed (including a thread that parks holding a spinlock), and a schedule
// that cannot be followed ends STALLED naming the mutex and both threads, with no QEMU left.
#include <gtest/gtest.h>

#include "targets/kmod/module.hpp"
#include "ktest_util.hpp"
#include "mokert/files.hpp"
#include "src/schedule_table.hpp"

using namespace mokert;

namespace {

Schedule two_threads(const std::string& a, const std::string& b, unsigned nprobes) {
  Schedule s;
  s.number = 1;
  s.first = 0;
  s.threads = {{0, 1, a, a, 0}, {1, 2, b, b, 0}};
  for (unsigned i = 0; i < nprobes; ++i) s.probes.push_back({static_cast<int>(i), "test.c", i + 1, 1, "after", "", ""});
  return s;
}

Verdict replay(const std::string& source, const Schedule& s, const std::string& name, VmResult& vm) {
  auto dir = ktest::fresh_dir("rt-" + name);
  std::filesystem::copy_file(std::filesystem::path(MOKERT_KTEST_DATA) / source, dir / source);
  write_file_atomic(dir / "schedule_table.c", schedule_table_c(s));
  kmod::ReplayModule m;
  m.dir = dir;
  m.module = "mokert_rt_" + name;
  m.sources = {dir / source};
  m.table_c = dir / "schedule_table.c";
  auto ko = kmod::build_replay_module(m);
  kmod::VmReplayOptions o;
  o.work_dir = dir / "vm";
  o.stall = std::chrono::milliseconds(4'000);
  vm = kmod::run_replay_vm(ko, s, o);
  return kmod::kmod_verdict(s, vm);
}

} // namespace

TEST(KernelRuntime, FollowsTheScheduleIncludingASpinningPark) {
  Schedule s = two_threads("rt_a", "rt_b", 4);
  // a passes probe 0 (spinlock held) -> b; b passes probe 2 -> a; a passes probe 1 -> b (a's
  // last row: its model process did not end, so it parks there); b passes probe 3: last step,
  // b runs on to its end; only then (the verdict point) a is let go.
  s.switches = {{0, 0, 0, 1, 1, 1}, {1, 1, 2, 1, 0, 2}, {2, 0, 1, 1, 1, 3}, {3, 1, 3, 1, -1, 4}};
  VmResult vm;
  Verdict v = replay("rt_order.c", s, "order", vm);
  EXPECT_NE(vm.console.find("mokert-test: order=a1 b1 a2 b2 a3 "), std::string::npos) << vm.console;
  EXPECT_NE(vm.console.find("MOKERT settled id=1 state=done"), std::string::npos) << vm.console;
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << vm.console;
  EXPECT_NE(v.reason.find("driver check failed"), std::string::npos) << v.reason;
  EXPECT_EQ(v.steps_reached, 4u);
  EXPECT_FALSE(ktest::qemu_alive(vm.qemu_pid));
}

TEST(KernelRuntime, ThreadBlockedOnMutexOfParkedThreadStalls) {
  Schedule s = two_threads("rt_holder", "rt_waiter", 4);
  // holder parks holding rt_mutex; waiter is to pass probe 2 behind mutex_lock: impossible.
  s.switches = {{0, 0, 0, 1, 1, 1}, {1, 1, 2, 1, 0, 2}, {2, 0, 3, 1, -1, 3}};
  VmResult vm;
  Verdict v = replay("rt_stall.c", s, "stall", vm);
  EXPECT_EQ(v.kind, VerdictKind::Stalled) << v.reason << "\n" << vm.console;
  EXPECT_NE(v.reason.find("rt_mutex"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("T1 (rt_waiter #0)"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("T0 (rt_holder #0)"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("parked"), std::string::npos) << v.reason;
  EXPECT_EQ(v.steps_reached, 1u);
  // The monitor printed the stacks, and the released threads then finished.
  EXPECT_NE(vm.console.find("mokert: stack of replay thread 1"), std::string::npos) << vm.console;
  EXPECT_NE(vm.console.find("mokert-test: both threads finished"), std::string::npos) << vm.console;
  EXPECT_FALSE(ktest::qemu_alive(vm.qemu_pid));
}

// An invalid end state: after the last row both threads are released and deadlock; the runtime's
// lock bookkeeping names the cycle.
TEST(KernelRuntime, ReleasedThreadsThatDeadlockAreConfirmedNamingTheCycle) {
  Schedule s = two_threads("rt_left", "rt_right", 2);
  s.switches = {{0, 0, 0, 1, 1, 1}, {1, 1, 1, 1, -1, 2}};
  s.end = EndMode::Release;
  VmResult vm;
  Verdict v = replay("rt_abba.c", s, "abba", vm);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << vm.console;
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 2 threads"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("T0 (rt_left #0) holds `&ma` (rt_abba.c:17) and waits for mutex `&mb` (rt_abba.c:19) "
                          "held by T1 (rt_right #0)"),
            std::string::npos) << v.reason;
  EXPECT_FALSE(ktest::qemu_alive(vm.qemu_pid));
}
