// The kmod-list example end to end with the real mokert, SPIN, kbuild and QEMU: the buggy
// module's counterexample replays CONFIRMED with the kernel's own evidence; the fixed module
// verifies with no error.
#include <gtest/gtest.h>

#include "ktest_util.hpp"
#include "mokert/process.hpp"
#include "mokert/files.hpp"
#include "mokert/verdict.hpp"

using namespace mokert;
namespace fs = std::filesystem;

namespace {

const fs::path kExample = fs::path(MOKERT_SOURCE_DIR) / "examples" / "kmod-list";

ProcessResult run_mokert(const std::vector<std::string>& args, int seconds) {
  ProcessOptions o;
  o.deadline = std::chrono::seconds(seconds);
  return run_process(MOKERT_BIN, args, o);
}

} // namespace

TEST(KmodListExample, BuggyModuleReplaysConfirmedInQemu) {
  auto dir = ktest::fresh_dir("e2e-buggy");
  std::string prx = (kExample / "buggy" / "kmod_list.prx").string();
  auto run = run_mokert({"run", prx, "-o", dir.string()}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  EXPECT_NE(run.out.find("CONFIRMED"), std::string::npos) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence;
  EXPECT_EQ(v.target, "kmod");
  EXPECT_EQ(v.steps_reached, v.steps_total);
  // The kernel's own evidence: the driver's check on poisoned (freed) memory.
  EXPECT_NE(v.reason.find("kl_seen"), std::string::npos) << v.reason;
  EXPECT_NE(v.monitor_log.find("MOKERT free"), std::string::npos) << v.monitor_log;
}

TEST(KmodListExample, FixedModuleVerifiesWithoutError) {
  auto dir = ktest::fresh_dir("e2e-fixed");
  std::string prx = (kExample / "fixed" / "kmod_list.prx").string();
  auto run = run_mokert({"run", prx, "-o", dir.string()}, 600);
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("no errors"), std::string::npos) << run.out;
  EXPECT_FALSE(fs::exists(dir / "cex-1.xml"));
}

// tests/kernel/data/kmod-stall: kmod-list with a mutex the script hides from the model. SPIN's
// counterexample cannot be followed on the real code: STALLED, naming the mutex and both threads,
// within the deadline, and QEMU is gone afterwards.
TEST(KmodListExample, HiddenMutexMakesTheReplayStall) {
  auto dir = ktest::fresh_dir("e2e-stall");
  std::string prx = (fs::path(MOKERT_KTEST_DATA) / "kmod-stall" / "kmod_stall.prx").string();
  auto run = run_mokert({"run", prx, "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 4) << run.out;  // a stall is no confirmed bug: exit 4, false alarms
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Stalled) << v.reason << "\n" << v.evidence;
  EXPECT_NE(v.reason.find("mutex `&kl_big`"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("(kl_reader #0)"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("(kl_remover #0)"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("held by the parked thread"), std::string::npos) << v.reason;
  EXPECT_LT(v.steps_reached, v.steps_total);
  fs::path console = dir / "replay-1" / "vm" / "console.log";
  ASSERT_TRUE(fs::exists(console));
  EXPECT_NE(read_file(console).find("mokert: stack of replay thread"), std::string::npos);
}

// examples/kmod-list/deadlock: two mutexes taken in opposite orders. SPIN's invalid end state is
// replayed by releasing both threads where each holds its first mutex: they deadlock in the
// kernel, and the runtime's lock bookkeeping names the cycle.
TEST(KmodListExample, OppositeLockOrderDeadlocksNamingTheCycle) {
  auto dir = ktest::fresh_dir("e2e-deadlock");
  std::string prx = (kExample / "deadlock" / "kmod_lists.prx").string();
  auto run = run_mokert({"run", prx, "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence << "\n" << v.monitor_log;
  EXPECT_EQ(v.target, "kmod");
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 2 threads"), std::string::npos) << v.reason;
  // Each mover holds its first mutex and waits for the other's.
  EXPECT_NE(v.reason.find("(kl_left_to_right #0) holds `&kl_left_lock`"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("waits for mutex `&kl_right_lock`"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("(kl_right_to_left #0) holds `&kl_right_lock`"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("waits for mutex `&kl_left_lock`"), std::string::npos) << v.reason;
  EXPECT_NE(v.monitor_log.find("MOKERT deadlock"), std::string::npos) << v.monitor_log;
  // The same cycle as typed data (verdict-N.xml's <deadlock>, what the report places).
  ASSERT_EQ(v.deadlock.size(), 2u);
  for (const auto& w : v.deadlock) {
    EXPECT_TRUE(w.in_cycle);
    EXPECT_EQ(w.kind, "mutex");
    EXPECT_EQ(w.holder, 1 - w.thread);
    ASSERT_EQ(w.holds.size(), 1u);
    EXPECT_NE(w.holds[0].lock, w.lock);
  }
  EXPECT_TRUE(fs::exists(dir / "report.html"));
}

// tests/kernel/data/kmod-struct-locks: kernel code keeps its locks and counters in structs
// (spin_lock(&dev.lock), mutex_lock(&from->lock) in a helper, atomic_inc(&dev.opens)). The model
// takes them as C data (linux.lut's primitives in their _c forms) and pan compiles against the
// kernel headers' types printed into the model, with the runtime's macros set aside there.
namespace {
fs::path struct_locks(const std::string& file) {
  return fs::path(MOKERT_KTEST_DATA) / "kmod-struct-locks" / file;
}
}  // namespace

TEST(KmodStructLocks, LostUpdateOnAStructFieldIsConfirmed) {
  auto dir = ktest::fresh_dir("e2e-struct-lost-update");
  auto run = run_mokert({"run", struct_locks("kdev.prx").string(), "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence << "\n" << v.monitor_log;
  EXPECT_NE(v.reason.find("dev.users == 1"), std::string::npos) << v.reason;
  std::string model = read_file(dir / "model.pml");
  EXPECT_NE(model.find("spin_lock_c(now.dev.lock)"), std::string::npos) << model;
  EXPECT_NE(model.find("atomic_inc_c(now.dev.opens)"), std::string::npos) << model;
}

TEST(KmodStructLocks, LockedTwinVerifiesWithoutError) {
  auto dir = ktest::fresh_dir("e2e-struct-fixed");
  auto run = run_mokert({"run", struct_locks("kdev_fixed.prx").string(), "-o", dir.string()}, 600);
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("no errors"), std::string::npos) << run.out;
}

TEST(KmodStructLocks, MutexesOfStructsInAnArrayDeadlockThroughAHelper) {
  auto dir = ktest::fresh_dir("e2e-struct-abba");
  auto run = run_mokert({"run", struct_locks("kacct.prx").string(), "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence << "\n" << v.monitor_log;
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 2 threads"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("(kacct_pay #0) holds `&from->lock`"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("waits for mutex `&to->lock`"), std::string::npos) << v.reason;
}

TEST(KmodStructLocks, ReferenceCountTestedInConditionsIsConfirmed) {
  auto dir = ktest::fresh_dir("e2e-struct-refcount");
  auto run = run_mokert({"run", struct_locks("ksess.prx").string(), "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence << "\n" << v.monitor_log;
  EXPECT_NE(v.reason.find("sess.torn_down == 1"), std::string::npos) << v.reason;
  std::string model = read_file(dir / "model.pml");
  EXPECT_NE(model.find("atomic_dec_and_test_c(now.sess.refs"), std::string::npos) << model;
}

TEST(KmodStructLocks, ReferenceTakenInOneStepVerifiesWithoutError) {
  auto dir = ktest::fresh_dir("e2e-struct-refcount-fixed");
  auto run = run_mokert({"run", struct_locks("ksess_fixed.prx").string(), "-o", dir.string()}, 600);
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("no errors"), std::string::npos) << run.out;
}

// A completion in a struct (complete(&cfg.ready) / wait_for_completion(&cfg.ready)) and a helper
// taking the struct by pointer under spin_lock_irqsave: the kernel's typecheck() in the macro
// takes the address of its own variables, which kept the thread's process after its end and
// the harness's `(_nr_pr == 1)` never held (an invalid end state in place of the bug).
TEST(KmodStructLocks, CompletionSignalledBeforeTheValueIsConfirmed) {
  auto dir = ktest::fresh_dir("e2e-struct-completion");
  auto run = run_mokert({"run", struct_locks("kcfg.prx").string(), "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence << "\n" << v.monitor_log;
  EXPECT_NE(v.reason.find("cfg.seen == 42"), std::string::npos) << v.reason;
  std::string model = read_file(dir / "model.pml");
  EXPECT_NE(model.find("complete_c(now.cfg.ready)"), std::string::npos) << model;
  EXPECT_EQ(model.find("end_mokert_stack_kept"), std::string::npos) << model;
}

TEST(KmodStructLocks, ValueStoredBeforeTheCompletionVerifiesWithoutError) {
  auto dir = ktest::fresh_dir("e2e-struct-completion-fixed");
  auto run = run_mokert({"run", struct_locks("kcfg_fixed.prx").string(), "-o", dir.string()}, 600);
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("no errors"), std::string::npos) << run.out;
}

// An rwlock in a struct (read_lock(&tbl.lock)): the Promela rwlock type is named apart from the
// kernel's C rwlock_t, which the c_decl needs for the struct. Two updaters under the read side
// lose a bump; under the write side they do not. The one function runs twice (the script's
// `run p_krw_update()` twice): its global is shared.
TEST(KmodStructLocks, UpdateUnderTheReadSideIsConfirmed) {
  auto dir = ktest::fresh_dir("e2e-struct-rwlock");
  auto run = run_mokert({"run", struct_locks("krw.prx").string(), "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence << "\n" << v.monitor_log;
  EXPECT_NE(v.reason.find("tbl.version == 2"), std::string::npos) << v.reason;
  std::string model = read_file(dir / "model.pml");
  EXPECT_NE(model.find("read_lock_c(now.tbl.lock)"), std::string::npos) << model;
}

TEST(KmodStructLocks, UpdateUnderTheWriteSideVerifiesWithoutError) {
  auto dir = ktest::fresh_dir("e2e-struct-rwlock-fixed");
  auto run = run_mokert({"run", struct_locks("krw_fixed.prx").string(), "-o", dir.string()}, 600);
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("no errors"), std::string::npos) << run.out;
}

// tests/kernel/data/kmod-kmalloc-uaf: kmod-list with entries from plain kmalloc (no cache with
// SLAB_POISON). The replay's kernel boots with slub_debug=FP, so the freed entry reads as
// poison: before, the stale read saw the old magic and the real bug came back NOT_REPRODUCED.
TEST(KmodShapes, UseAfterFreeOfKmallocMemoryIsConfirmed) {
  auto dir = ktest::fresh_dir("e2e-kmalloc-uaf");
  std::string prx = (fs::path(MOKERT_KTEST_DATA) / "kmod-kmalloc-uaf" / "kmod_kmalloc.prx").string();
  auto run = run_mokert({"run", prx, "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence << "\n" << v.monitor_log;
  EXPECT_NE(v.reason.find("kl_seen"), std::string::npos) << v.reason;
  EXPECT_NE(v.evidence.find("0x6b6b6b6b"), std::string::npos) << v.evidence;
}

// tests/kernel/data/kmod-shapes: kernel idioms the table did not map, each a module with one
// bug and its fixed twin. Before, wait_event, the bit operations and cmpxchg ran in pan as the
// kernel's own macros and stopped at a stand-in ("`prepare_to_wait_event` has no model") or did
// not compile (asm), and a refcount_t in a struct kept the Promela form (spin rejected it).
namespace {
fs::path shapes(const std::string& file) { return fs::path(MOKERT_KTEST_DATA) / "kmod-shapes" / file; }

Verdict confirmed_run(const std::string& prx, const std::string& tag, std::string* model = nullptr) {
  auto dir = ktest::fresh_dir(tag);
  auto run = run_mokert({"run", shapes(prx).string(), "-o", dir.string(), "--timeout", "8"}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  Verdict v;
  if (!fs::exists(dir / "verdict-1.xml")) {
    ADD_FAILURE() << "no verdict-1.xml\n" << run.out;
    return v;
  }
  v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence << "\n" << v.monitor_log;
  if (model) *model = read_file(dir / "model.pml");
  return v;
}

void proved_run(const std::string& prx, const std::string& tag) {
  auto dir = ktest::fresh_dir(tag);
  auto run = run_mokert({"run", shapes(prx).string(), "-o", dir.string()}, 600);
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("no errors"), std::string::npos) << run.out;
}
}  // namespace

TEST(KmodShapes, FlagPublishedBeforeTheDataIsConfirmed) {
  std::string model;
  Verdict v = confirmed_run("kw.prx", "e2e-shapes-wait", &model);
  EXPECT_NE(v.reason.find("ev.seen == 7"), std::string::npos) << v.reason;
  EXPECT_NE(model.find("wait_event_c(now.ev.wq"), std::string::npos) << model;
  EXPECT_NE(model.find("write_once_c(now.ev.ready, 1)"), std::string::npos) << model;
}

TEST(KmodShapes, DataStoredBeforeTheReleaseVerifiesWithoutError) { proved_run("kw_fixed.prx", "e2e-shapes-wait-fixed"); }

TEST(KmodShapes, BusyBitTestedAndSetInTwoStepsIsConfirmed) {
  std::string model;
  Verdict v = confirmed_run("kb.prx", "e2e-shapes-bitops", &model);
  EXPECT_NE(v.reason.find("bdev.overlap == 0"), std::string::npos) << v.reason;
  EXPECT_NE(model.find("test_and_set_bit_c("), std::string::npos) << model;
}

TEST(KmodShapes, BusyBitTakenWithTestAndSetVerifiesWithoutError) { proved_run("kb_fixed.prx", "e2e-shapes-bitops-fixed"); }

TEST(KmodShapes, SlotClaimedBesideACmpxchgIsConfirmed) {
  std::string model;
  Verdict v = confirmed_run("kx.prx", "e2e-shapes-cmpxchg", &model);
  EXPECT_NE(v.reason.find("slot.claims <= 1"), std::string::npos) << v.reason;
  EXPECT_NE(model.find("cmpxchg_c(now.slot.owner"), std::string::npos) << model;
}

TEST(KmodShapes, SlotClaimedByCmpxchgOnBothSidesVerifiesWithoutError) {
  proved_run("kx_fixed.prx", "e2e-shapes-cmpxchg-fixed");
}

// refcount_t in a struct: the model's check (increment on zero) and the kernel's own WARN.
TEST(KmodShapes, RefcountIncrementAfterTheLastPutIsConfirmed) {
  std::string model;
  Verdict v = confirmed_run("kr.prx", "e2e-shapes-refcount", &model);
  EXPECT_NE(model.find("refcount_dec_and_test_c("), std::string::npos) << model;
}

TEST(KmodShapes, RefcountIncNotZeroVerifiesWithoutError) { proved_run("kr_fixed.prx", "e2e-shapes-refcount-fixed"); }

// An error path that jumps past the unlock: the other thread blocks on a mutex whose holder has
// returned; the reason says so (before: only "held by T0").
TEST(KmodShapes, ErrorPathReturningWithTheMutexIsConfirmedNamingIt) {
  Verdict v = confirmed_run("kg.prx", "e2e-shapes-goto");
  EXPECT_NE(v.reason.find("waits for mutex `&d->lock`"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("which has ended without unlocking it"), std::string::npos) << v.reason;
}

TEST(KmodShapes, EveryPathUnlockingVerifiesWithoutError) { proved_run("kg_fixed.prx", "e2e-shapes-goto-fixed"); }

// Two completions waited in the wrong order: the kernel runtime sees wait_for_completion, so
// the hang is a deadlock naming both waits (before: "the replay hung until the deadline").
TEST(KmodShapes, CompletionsWaitedInTheWrongOrderDeadlockNamingThem) {
  Verdict v = confirmed_run("kc.prx", "e2e-shapes-completion");
  EXPECT_NE(v.reason.find("waits for completion `&hs.ack`"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("waits for completion `&hs.loaded`"), std::string::npos) << v.reason;
}

TEST(KmodShapes, CompletionBeforeTheWaitVerifiesWithoutError) { proved_run("kc_fixed.prx", "e2e-shapes-completion-fixed"); }

// kmalloc'd requests on a list_head list with no script of the module's own (only linux.lut):
// the list head, the requests and the list operations are C data and C (the kernel's inline
// list_add_tail, list_empty, list_del run in pan; kzalloc and kfree on the model's heap). Before,
// linux.lut's Promela list and heap rules were written with the C names and spin rejected the
// model ("macro list_empty requires 2 arguments").
TEST(KmodShapes, RequestReadAfterTheListLockIsDroppedIsConfirmed) {
  std::string model;
  confirmed_run("kq.prx", "e2e-shapes-list", &model);
  EXPECT_NE(model.find("(list_add_tail)(&"), std::string::npos) << model;
  EXPECT_NE(model.find("mokert_kfree("), std::string::npos) << model;
}

TEST(KmodShapes, RequestReadUnderTheListLockVerifiesWithoutError) { proved_run("kq_fixed.prx", "e2e-shapes-list-fixed"); }

// RCU publication with linux.lut alone: `c = rcu_dereference(gp)` of a C pointer stays C (before,
// spin rejected the model: the rule named the C local in Promela). The replay parks the reader
// inside rcu_read_lock() spinning, not sleeping (a sleep there is the kernel's own "voluntary
// context switch" warning, which confirmed nothing), and switches after rcu_assign_pointer's
// whole use (before, inside its expansion, ahead of the store: the reader saw NULL).
TEST(KmodShapes, ConfigPublishedBeforeItIsFilledInIsConfirmed) {
  std::string model;
  Verdict v = confirmed_run("kp.prx", "e2e-shapes-rcu", &model);
  EXPECT_NE(v.reason.find("driver check failed"), std::string::npos) << v.reason;
  EXPECT_EQ(v.evidence.find("Voluntary context switch"), std::string::npos) << v.evidence;
  EXPECT_NE(model.find("= rcu_dereference(now.kp_current)"), std::string::npos) << model;
}

TEST(KmodShapes, ConfigFilledInBeforeItIsPublishedVerifiesWithoutError) { proved_run("kp_fixed.prx", "e2e-shapes-rcu-fixed"); }

// A kref'd kmalloc'd object with linux.lut alone: kref_put on C data runs the kernel's inline
// refcount code in pan (x86's atomic assembly as plain C, compiler barriers kept), then the
// release function expanded, its kfree on pan's C heap. Before, the atomic had no model (pan
// stopped at `__refcount_sub_and_test`) and the release aborted pan.
TEST(KmodShapes, SessionReadWithoutAReferenceIsConfirmed) {
  std::string model;
  confirmed_run("kf.prx", "e2e-shapes-kref", &model);
  EXPECT_NE(model.find("mokert_kfree(Pp_kf_close->kf_release_s)"), std::string::npos) << model;
  EXPECT_NE(model.find("v->counter -= (i)"), std::string::npos) << model;
}

TEST(KmodShapes, SessionReadUnderItsOwnReferenceVerifiesWithoutError) { proved_run("kf_fixed.prx", "e2e-shapes-kref-fixed"); }

// A bit operation inside a larger condition (`test_bit(..) && x`, `test_and_set_bit(..) || y`)
// is no statement a table maps: the kernel's C runs in pan, x86's bt/bts as plain C. Before, the
// search stopped at `variable_test_bit` ("has no model") and the verdict was ERROR.
TEST(KmodShapes, BusyBitTestedInsideALargerConditionIsConfirmed) {
  std::string model;
  confirmed_run("kbc.prx", "e2e-shapes-bitops-cond", &model);
  EXPECT_NE(model.find("% (8 * sizeof(unsigned long))"), std::string::npos) << model;
}

TEST(KmodShapes, BusyBitTakenInsideALargerConditionVerifiesWithoutError) {
  proved_run("kbc_fixed.prx", "e2e-shapes-bitops-cond-fixed");
}

// A mutex re-initialised while another thread holds it, then unlocked by that thread: the model's
// mutex assertion (unlock by a thread that does not hold it). The kernel without
// CONFIG_DEBUG_MUTEXES says nothing, so the replay called it a false alarm; the runtime's unlock
// now fails the same check (MOKERT-MISUSE) and leaves the mutex alone.
TEST(KmodShapes, MutexInitialisedUnderAHoldIsConfirmedAsMisuse) {
  Verdict v = confirmed_run("km.prx", "e2e-shapes-mutex-init");
  EXPECT_NE(v.reason.find("lock misuse: mutex_unlock(&km->lock)"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("does not hold it"), std::string::npos) << v.reason;
}

TEST(KmodShapes, DeviceSetUpUnderItsOwnMutexVerifiesWithoutError) { proved_run("km_fixed.prx", "e2e-shapes-mutex-init-fixed"); }

// seqlock_t (linux.lut had no rules: pan stopped at `_raw_spin_lock_irqsave`, ERROR): a reader
// that retries on the seqlock while the writer updates under another lock reads a torn pair.
TEST(KmodShapes, CountersWrittenOutsideTheSeqlockAreConfirmed) {
  std::string model;
  confirmed_run("ks.prx", "e2e-shapes-seqlock", &model);
  EXPECT_NE(model.find("read_seqbegin_c(now.ks.lock"), std::string::npos) << model;
}

TEST(KmodShapes, CountersWrittenUnderTheSeqlockVerifyWithoutError) { proved_run("ks_fixed.prx", "e2e-shapes-seqlock-fixed"); }

// A list change under no lock beside one under the lock: each change is one step in the model,
// so a search with no error is no proof (exit 3, naming the list changes), never "proved".
TEST(KmodShapes, ListChangedWithoutTheLockBoundsTheSearch) {
  auto dir = ktest::fresh_dir("e2e-shapes-list-unlocked");
  auto run = run_mokert({"run", shapes("kq_unlocked.prx").string(), "-o", dir.string()}, 600);
  EXPECT_EQ(run.exit_code, 3) << run.out;
  EXPECT_NE(run.out.find("list changes (list_add, list_del, ...) on C data are one step each"), std::string::npos)
      << run.out;
}

// A liveness property on kernel code: the waiter spins on a flag the set-up's error path never
// sets. The acceptance cycle is forced three times in the VM and the waiter stays in it.
TEST(KmodShapes, WaiterNeverReleasedOnTheErrorPathIsConfirmedAsALivelock) {
  Verdict v = confirmed_run("kl.prx", "e2e-shapes-livelock");
  EXPECT_NE(v.reason.find("livelock or starvation"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("kl.c:13"), std::string::npos) << v.reason;
}

TEST(KmodShapes, WaiterReleasedOnEveryPathVerifiesWithoutError) { proved_run("kl_fixed.prx", "e2e-shapes-livelock-fixed"); }

// A second spin_unlock on an error path: spinlock.pml asserts it; the kernel without
// CONFIG_DEBUG_SPINLOCK says nothing of a free lock unlocked, so the runtime checks the lock word.
TEST(KmodShapes, SpinlockUnlockedTwiceOnTheErrorPathIsConfirmedAsMisuse) {
  Verdict v = confirmed_run("ku.prx", "e2e-shapes-double-unlock");
  EXPECT_NE(v.reason.find("lock misuse: spin_unlock(&ku_lock)"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("ku.c:19"), std::string::npos) << v.reason;
}

TEST(KmodShapes, SpinlockUnlockedOnceOnEveryPathVerifiesWithoutError) {
  proved_run("ku_fixed.prx", "e2e-shapes-double-unlock-fixed");
}

// kref_put's release takes the lock to unpublish the object, then frees it: expanded after the
// decrement (run as C in pan, its spin_lock stopped the search). The lookup that takes its
// reference after dropping the lock reads freed memory.
TEST(KmodShapes, ReferenceTakenAfterTheLockIsDroppedIsConfirmed) {
  std::string model;
  Verdict v = confirmed_run("kn.prx", "e2e-shapes-kref-release", &model);
  EXPECT_NE(v.reason.find("kn_seen == 0 || kn_seen == KN_VAL"), std::string::npos) << v.reason;
  EXPECT_NE(model.find("(refcount_dec_and_test)(&("), std::string::npos) << model;
}

TEST(KmodShapes, ReferenceTakenUnlessZeroUnderTheLockVerifiesWithoutError) {
  proved_run("kn_fixed.prx", "e2e-shapes-kref-release-fixed");
}

// Two semaphores used as sleeping locks, taken in opposite orders. DEFINE_SEMAPHORE's count 1 is
// the model's initial value (it started at 0: a deadlock at the first down(), STALLED 0 of 0),
// and the kernel runtime's down/up name the semaphores and their takers in the cycle.
TEST(KmodShapes, SemaphoresTakenInOppositeOrdersDeadlockNamingThem) {
  Verdict v = confirmed_run("kse.prx", "e2e-shapes-sem-abba");
  EXPECT_NE(v.reason.find("deadlock: a wait-for cycle of 2 threads"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("waits on semaphore `&kse_log_sem` (kse.c:14) taken by T1 (kse_import #0)"),
            std::string::npos)
      << v.reason;
}

TEST(KmodShapes, SemaphoresTakenInOneOrderVerifiesWithoutError) { proved_run("kse_fixed.prx", "e2e-shapes-sem-abba-fixed"); }
