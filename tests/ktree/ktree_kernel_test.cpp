// The ktree replay kernel: built from Debian's linux-source-6.1 with mokert's configuration and
// runtime, it boots in QEMU and /init starts the built-in test driver. This is the fixture of the
// procfs tests (it makes the cached build they reuse).
#include <gtest/gtest.h>

#include "ktest_util.hpp"
#include "mokert/files.hpp"
#include "mokert/schedule.hpp"
#include "mokert/vm.hpp"
#include "src/schedule_table.hpp"
#include "targets/ktree/tree.hpp"

using namespace mokert;
namespace fs = std::filesystem;

TEST(KtreeKernel, BuildsBootsAndStartsTheDriver) {
  auto dir = ktest::fresh_dir("ktree-boot");
  ktree::Overlay o = ktree::runtime_overlay();
  o["lib/mokert/mokert_driver.c"] = read_file(fs::path(MOKERT_KTREE_DATA) / "boot_driver.c");
  Schedule empty;
  o["lib/mokert/mokert_schedule_table.c"] = schedule_table_c(empty);
  ktree::KernelBuild b = ktree::build_kernel(o, dir / "bzImage", std::chrono::seconds(5400));
  ASSERT_TRUE(fs::exists(b.image));
  // The same overlay again: nothing changed since that build, so make does not run at all.
  ktree::KernelBuild again = ktree::build_kernel(o, dir / "again" / "bzImage", std::chrono::seconds(600));
  EXPECT_EQ(again.seconds, 0.0);
  EXPECT_EQ(again.compiled, 0u);
  EXPECT_EQ(read_file(again.image), read_file(b.image));

  VmRequest vm;
  vm.work_dir = dir / "vm";
  vm.kernel = b.image;
  vm.commands = {"echo 1 > /sys/module/mokert_ktree/parameters/start || echo 'MOKERT-VM start-failed'"};
  vm.end_marker = "MOKERT-KMOD finished";
  vm.power_off = "reboot -f";
  vm.boot_deadline = std::chrono::seconds(300);
  VmResult r = run_in_vm(vm);
  EXPECT_EQ(r.outcome, VmOutcome::Finished) << r.console;
  EXPECT_NE(r.console.find("ktree-boot-driver: init ran"), std::string::npos) << r.console;
  EXPECT_NE(r.console.find("MOKERT-KTREE driver returned 0"), std::string::npos) << r.console;
  EXPECT_EQ(r.console.find("MOKERT-VM start-failed"), std::string::npos) << r.console;
  EXPECT_TRUE(r.reports.empty()) << r.console;
  // The driver's init did not run at boot: the start hook ran it once, after /init started.
  EXPECT_LT(r.console.find("MOKERT-VM init"), r.console.find("ktree-boot-driver: init ran"));
  EXPECT_FALSE(ktest::qemu_alive(r.qemu_pid));
}
