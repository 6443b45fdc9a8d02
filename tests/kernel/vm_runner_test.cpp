// Boots the installed Debian kernel in QEMU (TCG): a module loads and prints its marker, a module
// that hits BUG() is reported as a crash, a kernel that cannot find init panics at boot. After
// each run no QEMU of ours is left.
#include <gtest/gtest.h>

#include "ktest_util.hpp"
#include "mokert/vm.hpp"

using namespace mokert;

namespace {

VmRequest request_for(const std::string& name) {
  VmRequest r;
  r.work_dir = ktest::fresh_dir("vm-" + name);
  r.cpus = 2;
  r.boot_deadline = std::chrono::seconds(240);  // TCG on a busy 2-core machine (ctest -j2)
  r.run_deadline = std::chrono::seconds(30);
  r.shutdown_deadline = std::chrono::seconds(15);
  return r;
}

} // namespace

TEST(VmRunner, HelloModuleLoadsAndPrintsItsMarker) {
  VmRequest r = request_for("hello");
  r.modules.push_back({ktest::build_test_module("hello.c", "mokert_hello"), {}});
  r.end_marker = "mokert-test: end";
  VmResult v = run_in_vm(r);
  EXPECT_EQ(v.outcome, VmOutcome::Finished) << v.console;
  EXPECT_TRUE(v.init_started);
  EXPECT_TRUE(v.end_seen);
  EXPECT_TRUE(v.reports.empty()) << v.reports.front();
  EXPECT_NE(v.console.find("mokert-test: hello from the guest"), std::string::npos);
  EXPECT_GT(v.qemu_pid, 0);
  EXPECT_FALSE(ktest::qemu_alive(v.qemu_pid));
}

TEST(VmRunner, ModuleThatCallsBugIsReportedAsCrash) {
  VmRequest r = request_for("crash");
  r.modules.push_back({ktest::build_test_module("crash.c", "mokert_crash"), {}});
  r.end_marker = "mokert-test: end";
  VmResult v = run_in_vm(r);
  EXPECT_EQ(v.outcome, VmOutcome::Crashed) << v.console;
  ASSERT_FALSE(v.reports.empty()) << v.console;
  EXPECT_NE(v.reports.front().find("kernel BUG at"), std::string::npos) << v.reports.front();
  EXPECT_NE(console_excerpt(v.console).find("mokert_crash_init"), std::string::npos) << v.console;
  EXPECT_FALSE(ktest::qemu_alive(v.qemu_pid));
}

TEST(VmRunner, KernelThatCannotStartInitFailsToBoot) {
  VmRequest r = request_for("nopanic");
  r.rdinit = "/nonexistent";  // no init in the initramfs, no root device: the kernel panics
  r.boot_deadline = std::chrono::seconds(240);
  VmResult v = run_in_vm(r);
  EXPECT_EQ(v.outcome, VmOutcome::BootFailed) << v.console;
  EXPECT_FALSE(v.init_started);
  EXPECT_NE(v.console.find("Kernel panic"), std::string::npos) << v.console;
  EXPECT_LT(v.seconds, 240 + 30 + 15);
  EXPECT_FALSE(ktest::qemu_alive(v.qemu_pid));
}
