// Kernel target pieces that need no VM: report detection on console text, the initramfs writer,
// kbuild errors and the missing-kernel message.
#include <gtest/gtest.h>

#include <cstdlib>

#include "ktest_util.hpp"
#include "mokert/error.hpp"
#include "mokert/process.hpp"
#include "mokert/vm.hpp"
#include "vm_cpio.hpp"

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
