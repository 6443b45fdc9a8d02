// Kernel target pieces that need no VM: report detection on console text, the initramfs writer,
// kbuild errors and the missing-kernel message.
#include <gtest/gtest.h>

#include <cstdlib>

#include "ktest_util.hpp"
#include "mokert/error.hpp"
#include "mokert/process.hpp"
#include "mokert/vm.hpp"
#include "vm/cpio.hpp"

using namespace mokert;

TEST(KernelReports, FindsBugOopsWarnAndSlabPoison) {
  std::string console =
      "[    1.0] normal line\n"
      "[    2.0] kernel BUG at drivers/x.c:12!\n"
      "[    2.1] invalid opcode: 0000 [#1] PREEMPT SMP NOPTI\n"
      "[    3.0] WARNING: CPU: 1 PID: 55 at lib/list_debug.c:59 __list_del_entry_valid+0x1/0x2\n"
      "[    4.0] BUG: KASAN: use-after-free in foo+0x10/0x20\n"
      "[    5.0] =============================================================================\n"
      "[    5.1] BUG kmalloc-64 (Tainted: G): Poison overwritten\n"
      "MOKERT step seq=0 id=0 probe=1 count=1 next=1 cex-step=4\n";
  auto r = find_kernel_reports(console);
  ASSERT_EQ(r.size(), 4u);
  EXPECT_EQ(r[0], "kernel BUG at drivers/x.c:12!");
  EXPECT_EQ(r[1].rfind("WARNING: CPU: 1", 0), 0u);
  EXPECT_EQ(r[2].rfind("BUG: KASAN: use-after-free", 0), 0u);
  EXPECT_EQ(r[3], "Poison overwritten");
  EXPECT_TRUE(find_kernel_reports("[ 1.0] all fine\nMOKERT end reached=3 of=3\n").empty());
}

TEST(KernelReports, ExcerptStartsAtTheFirstReport) {
  std::string console = "a\nb\n[ 2.0] Oops: general protection fault\nc\n";
  EXPECT_EQ(console_excerpt(console), "[ 2.0] Oops: general protection fault\nc\n");
}

TEST(Initramfs, CpioArchiveListsWhatWasWritten) {
  auto dir = ktest::fresh_dir("cpio");
  vm::CpioWriter w;
  w.directory("bin");
  w.file("bin/hello", "hello world\n", 0755);
  w.symlink("bin/sh", "hello");
  w.file("odd", "x");
  w.finish(dir / "a.cpio");
  ProcessOptions o;
  o.stdin_text = read_file(dir / "a.cpio");
  o.deadline = std::chrono::milliseconds(10'000);
  ProcessResult r = run_process("cpio", {"-it", "--quiet"}, o);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.out, "bin\nbin/hello\nbin/sh\nodd\n");
  ProcessResult x = run_process("cpio", {"-i", "--quiet", "--to-stdout", "bin/hello"}, o);
  EXPECT_EQ(x.out, "hello world\n");
}

TEST(KernelBuild, ModuleThatDoesNotCompileGivesKbuildsMessage) {
  try {
    ktest::build_test_module("broken.c", "mokert_broken");
    FAIL() << "a module with an undeclared identifier built";
  } catch (const ToolError& e) {
    std::string msg = e.what();
    EXPECT_NE(msg.find("mokert_no_such_identifier"), std::string::npos) << msg;
    EXPECT_NE(msg.find("broken.c:7"), std::string::npos) << msg;
  }
}

TEST(KernelBuild, MissingKernelSaysToRunBootstrap) {
  ::setenv("MOKERT_KERNEL_VERSION", "0.0.0-no-such-kernel", 1);
  try {
    find_kernel();
    FAIL() << "found a kernel that does not exist";
  } catch (const ToolError& e) {
    EXPECT_NE(std::string(e.what()).find("scripts/bootstrap"), std::string::npos) << e.what();
  }
  ::unsetenv("MOKERT_KERNEL_VERSION");
}

// ---- the kmod verdict from console text (the lines the kernel runtime prints) ----
#include "targets/kmod/module.hpp"

namespace {

Schedule reader_remover() {
  Schedule s;
  s.number = 1;
  s.threads = {{0, 1, "p_r", "kl_reader", 0}, {1, 2, "p_m", "kl_remover", 0}};
  s.probes = {{0, "k.c", 10, 1, "after", "", ""}, {1, "k.c", 20, 1, "after", "", ""}};
  s.switches = {{0, 0, 0, 1, 1, 3}, {1, 1, 1, 1, -1, 5}};
  return s;
}

VmResult finished(const std::string& console) {
  VmResult vm;
  vm.outcome = VmOutcome::Finished;
  vm.init_started = vm.end_seen = true;
  vm.console = "MOKERT-VM init\n" + console;
  vm.reports = find_kernel_reports(console);
  return vm;
}

const std::string kStart =
    "[ 1.0] MOKERT thread id=0 fn=kl_reader index=0 tid=90\n[ 1.0] MOKERT start protocol=1 cex=1 threads=2 switches=2\n"
    "[ 1.1] MOKERT step seq=0 id=0 probe=0 count=1 next=1 cex-step=3\n";

} // namespace

TEST(KmodVerdict, CheckFailureAfterTheLastStepIsConfirmed) {
  auto v = kmod::kmod_verdict(reader_remover(),
                              finished(kStart + "[ 1.2] MOKERT step seq=1 id=1 probe=1 count=1 next=-1 cex-step=5\n"
                                                "[ 1.2] MOKERT free\n[ 1.3] MOKERT-CHECK failed: x == 1 at d.c:9\n"
                                                "MOKERT-KMOD finished stalled=0\n"));
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_EQ(v.reason, "driver check failed: x == 1 at d.c:9");
  EXPECT_EQ(v.steps_reached, 2u);
}

TEST(KmodVerdict, OopsIsConfirmedAndNothingIsNotReproduced) {
  std::string done = kStart + "[ 1.2] MOKERT step seq=1 id=1 probe=1 count=1 next=-1 cex-step=5\n[ 1.2] MOKERT free\n";
  VmResult crash = finished(done + "[ 1.3] BUG: unable to handle page fault for address: 6b6b6b6b\n");
  crash.outcome = VmOutcome::Crashed;
  auto v = kmod::kmod_verdict(reader_remover(), crash);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed);
  EXPECT_NE(v.reason.find("BUG: unable to handle page fault"), std::string::npos) << v.reason;
  auto n = kmod::kmod_verdict(reader_remover(), finished(done + "MOKERT end reached=2 of=2\n"));
  EXPECT_EQ(n.kind, VerdictKind::NotReproduced) << n.reason;
}

// A warning the runtime caused by parking a thread where sleeping is forbidden (its trace shows
// mk_wait_turn) is no evidence about the code: not CONFIRMED; another report still is.
TEST(KmodVerdict, AReportTheRuntimesParkingCausedConfirmsNothing) {
  const std::string warn =
      "[ 1.15] WARNING: CPU: 2 PID: 102 at kernel/rcu/tree_plugin.h:320 rcu_note_context_switch+0x4ee/0x650\n"
      "[ 1.15] Call Trace:\n[ 1.15]  schedule+0x5a/0xd0\n[ 1.15]  mk_wait_turn+0x139/0x190 [mokert_cex1]\n"
      "[ 1.15]  kp_read+0x5b/0x90 [mokert_cex1]\n[ 1.15] ---[ end trace 0000000000000000 ]---\n";
  const std::string done = "[ 1.2] MOKERT step seq=1 id=1 probe=1 count=1 next=-1 cex-step=5\n[ 1.2] MOKERT free\n"
                           "MOKERT end reached=2 of=2\n";
  auto v = kmod::kmod_verdict(reader_remover(), finished(kStart + warn + done));
  EXPECT_EQ(v.kind, VerdictKind::Error) << v.reason;
  EXPECT_NE(v.reason.find("mk_wait_turn"), std::string::npos) << v.reason;
  auto c = kmod::kmod_verdict(reader_remover(), finished(kStart + warn + done + "[ 1.3] MOKERT-CHECK failed: x == 1 at d.c:9\n"));
  EXPECT_EQ(c.kind, VerdictKind::Confirmed) << c.reason;
  EXPECT_EQ(c.reason, "driver check failed: x == 1 at d.c:9");
  auto m = kmod::kmod_verdict(reader_remover(), finished(kStart + done + "[ 1.3] MOKERT-MISUSE mutex_unlock(&d->m) at d.c:7: "
                                                                           "the calling thread does not hold it\n"));
  EXPECT_EQ(m.kind, VerdictKind::Confirmed) << m.reason;
  EXPECT_EQ(m.reason, "lock misuse: mutex_unlock(&d->m) at d.c:7: the calling thread does not hold it");
}

TEST(KmodVerdict, StallNamesTheMutexAndBothThreads) {
  auto v = kmod::kmod_verdict(
      reader_remover(),
      finished(kStart + "[ 5.0] MOKERT stalled seq=1 of=2 waiting-for=1 ms=4000\n"
                        "[ 5.0] MOKERT tstate id=0 fn=kl_reader index=0 state=parked probe=0 count=1 linux=D wchan=- syscall=- cpu=1\n"
                        "[ 5.0] MOKERT blocked id=1 mutex=&big_lock at=k.c:18 holder=0 holder-state=parked\n"));
  EXPECT_EQ(v.kind, VerdictKind::Stalled);
  EXPECT_NE(v.reason.find("T1 (kl_remover #0) is blocked on mutex `&big_lock` (k.c:18) held by the parked thread "
                          "T0 (kl_reader #0)"),
            std::string::npos)
      << v.reason;
  EXPECT_EQ(v.threads.at(0).state, "parked");
  EXPECT_EQ(v.threads.at(0).last_probe, "k.c:10");
}

TEST(KmodVerdict, NoStartBootPanicAndInsmodFailureAreErrors) {
  auto none = kmod::kmod_verdict(reader_remover(), finished("MOKERT-KMOD finished stalled=0\n"));
  EXPECT_EQ(none.kind, VerdictKind::Error);
  EXPECT_NE(none.reason.find("kl_reader"), std::string::npos) << none.reason;
  VmResult boot;
  boot.outcome = VmOutcome::BootFailed;
  boot.console = "[ 1.0] Kernel panic - not syncing: VFS: Unable to mount root fs\n";
  auto b = kmod::kmod_verdict(reader_remover(), boot);
  EXPECT_EQ(b.kind, VerdictKind::Error);
  EXPECT_NE(b.reason.find("Kernel panic"), std::string::npos) << b.reason;
  VmResult ins = finished("");
  ins.outcome = VmOutcome::InsmodFailed;
  ins.insmod_error = "mokert_cex1.ko: Invalid parameters";
  EXPECT_EQ(kmod::kmod_verdict(reader_remover(), ins).kind, VerdictKind::Error);
}

TEST(KmodVerdict, StallNamesASpinlockHeldByTheParkedThread) {
  auto v = kmod::kmod_verdict(
      reader_remover(),
      finished(kStart + "[ 5.0] MOKERT stalled seq=1 of=2 waiting-for=1 ms=4000\n"
                        "[ 5.0] MOKERT blocked id=1 spinlock=&kl_lock at=k.c:55 holder=0 holder-state=parked-spinning\n"));
  EXPECT_EQ(v.kind, VerdictKind::Stalled);
  EXPECT_NE(v.reason.find("T1 (kl_remover #0) is blocked on spinlock `&kl_lock` (k.c:55) held by the parked thread "
                          "T0 (kl_reader #0) (parked-spinning)"),
            std::string::npos)
      << v.reason;
}

// ---- the counterexample's property decides which failures confirm it ----

namespace {

Counterexample cex_of(PropertyOutcome outcome, const std::string& message) {
  Counterexample c;
  c.number = 1;
  c.outcome = outcome;
  c.message = message;
  return c;
}

const std::string kDone = "[ 1.2] MOKERT step seq=1 id=1 probe=1 count=1 next=-1 cex-step=5\n[ 1.2] MOKERT free\n"
                          "[ 1.3] MOKERT settled id=1 state=done\n";

} // namespace

TEST(KmodVerdict, AMemoryReportConfirmsAMemoryErrorButNotADeadlock) {
  VmResult crash = finished(kStart + kDone + "[ 1.4] BUG: unable to handle page fault for address: 6b6b6b6b\n");
  crash.outcome = VmOutcome::Crashed;
  Counterexample uaf = cex_of(PropertyOutcome::PreconditionFalse, "pan: precondition false: use-after-free");
  auto v = kmod::kmod_verdict(reader_remover(), crash, &uaf);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason;
  Schedule release = reader_remover();
  release.end = EndMode::Release;
  Counterexample dead = cex_of(PropertyOutcome::InvalidEndState, "invalid end state");
  auto d = kmod::kmod_verdict(release, crash, &dead);
  EXPECT_EQ(d.kind, VerdictKind::Error) << d.reason;
  EXPECT_NE(d.reason.find("a deadlock (invalid end state)"), std::string::npos) << d.reason;
  EXPECT_NE(d.reason.find("BUG: unable to handle page fault"), std::string::npos) << d.reason;
  // Without the counterexample (an old caller), any report confirms.
  EXPECT_EQ(kmod::kmod_verdict(release, crash).kind, VerdictKind::Confirmed);
}

TEST(KmodVerdict, ALockupConfirmsADeadlockButNotAnAssertion) {
  const std::string lockup = "[ 30.0] watchdog: BUG: soft lockup - CPU#1 stuck for 26s! [kl_reader:99]\n";
  Schedule release = reader_remover();
  release.end = EndMode::Release;
  Counterexample dead = cex_of(PropertyOutcome::InvalidEndState, "invalid end state");
  auto d = kmod::kmod_verdict(release, finished(kStart + kDone + lockup), &dead);
  EXPECT_EQ(d.kind, VerdictKind::Confirmed) << d.reason;
  Counterexample assertion = cex_of(PropertyOutcome::AssertionViolated, "assertion violated !(d->count<0)");
  auto a = kmod::kmod_verdict(reader_remover(), finished(kStart + kDone + lockup), &assertion);
  EXPECT_EQ(a.kind, VerdictKind::Error) << a.reason;
  EXPECT_NE(a.reason.find("soft lockup"), std::string::npos) << a.reason;
  // The assertion's own kinds: a BUG_ON, a driver check, a misuse.
  auto b = kmod::kmod_verdict(reader_remover(), finished(kStart + kDone + "[ 1.4] kernel BUG at k.c:12!\n"), &assertion);
  EXPECT_EQ(b.kind, VerdictKind::Confirmed) << b.reason;
  auto c = kmod::kmod_verdict(reader_remover(), finished(kStart + kDone + "[ 1.4] MOKERT-CHECK failed: x at d.c:9\n"),
                              &assertion);
  EXPECT_EQ(c.kind, VerdictKind::Confirmed) << c.reason;
}

// A liveness counterexample: the cycle forced to its last row with every thread parked where the
// cycle leaves it is the confirmation; a branch the code took otherwise is where it left.
TEST(KmodVerdict, ACycleFollowedToItsEndIsConfirmedAndADivergedOneIsNot) {
  Schedule s = reader_remover();
  s.end = EndMode::Cycle;
  s.cycle_from = 1;
  s.cycle_repeats = 3;
  Counterexample live = cex_of(PropertyOutcome::AcceptanceCycle, "acceptance cycle");
  const std::string cycled = kStart + "[ 1.2] MOKERT step seq=1 id=1 probe=1 count=1 next=-1 cex-step=5\n"
                                      "[ 1.2] MOKERT free\n[ 1.3] MOKERT settled id=1 state=cycle\n"
                                      "MOKERT-KMOD finished stalled=0 cycle=1\n";
  auto v = kmod::kmod_verdict(s, finished(cycled), &live);
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason;
  EXPECT_NE(v.reason.find("livelock or starvation"), std::string::npos) << v.reason;
  auto n = kmod::kmod_verdict(
      s, finished(kStart + "[ 1.15] MOKERT branch id=1 probe=1 count=1 cex-step=5 at=k.c:20 model=true code=false\n" +
                  cycled.substr(kStart.size())),
      &live);
  EXPECT_EQ(n.kind, VerdictKind::NotReproduced) << n.reason;
  EXPECT_NE(n.reason.find("k.c:20"), std::string::npos) << n.reason;
  // The threads ended before the cycle's end: the code left it.
  auto left = kmod::kmod_verdict(s, finished(kStart + "[ 1.2] MOKERT exit id=0\nMOKERT-KMOD finished stalled=0\n"), &live);
  EXPECT_EQ(left.kind, VerdictKind::NotReproduced) << left.reason;
}
