// A whole kernel file with no script (`mokert extract FILE.c -x -- KERNEL FLAGS`): the model
// SPIN accepts must also compile into pan, although pan.c cannot include the kernel's headers
// (the types, macros, inline functions and objects the c_code uses are printed into the model).
// Both fs/proc/generic.c and fs/proc/inode.c.
// The file is read at run time from Debian's linux-source-6.1 (scripts/kernel-flags unpacks
// it into mokert's cache); without that package the test is skipped with a message.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <sstream>

#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kSource = MOKERT_SOURCE_DIR;

struct Flags {
  bool ok = false;
  std::vector<std::string> list;
  std::string out;
};

Flags kernel_flags(const std::string& file) {
  Flags f;
  mokert::ProcessOptions opt;
  opt.deadline = std::chrono::seconds(900);  // the first run decompresses the source tarball
  auto r = mokert::run_process((kSource / "scripts/kernel-flags").string(), {file}, opt);
  f.out = r.out;
  if (r.timed_out || r.exit_code != 0) return f;
  std::istringstream in(r.out);
  for (std::string l; std::getline(in, l);)
    if (!l.empty()) f.list.push_back(l);
  f.ok = true;
  return f;
}

TEST(KernelFile, ProcGenericModelCompilesIntoPan) {
  if (!fs::exists("/usr/src/linux-source-6.1.tar.xz"))
    GTEST_SKIP() << "Debian's linux-source-6.1 is not installed (scripts/bootstrap installs it)";
  Flags flags = kernel_flags("fs/proc/generic.c");
  ASSERT_TRUE(flags.ok) << flags.out;
  mokert::test::TestFolder work("kernel-generic");
  mokert::ProcessOptions opt;
  opt.deadline = std::chrono::seconds(300);
  std::vector<std::string> args = {"extract", (mokert::cache_root() / "kernel/linux-6.1/fs/proc/generic.c").string(),
                                   "-x", "-o", (work.path() / "m").string(), "--"};
  args.insert(args.end(), flags.list.begin(), flags.list.end());
  auto r = mokert::run_process(MOKERT_BIN, args, opt);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  // Functions of other kernel files get stand-ins that stop the search when called.
  EXPECT_NE(r.out.find("have no body in the extracted files"), std::string::npos) << r.out;
  opt.cwd = work.path() / "m";
  r = mokert::run_process("spin", {"-a", "model.pml"}, opt);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  r = mokert::run_process("cc", {"-w", "-DSAFETY", "-DVECTORSZ=4096", "-o", "pan", "pan.c"}, opt);
  EXPECT_EQ(r.exit_code, 0) << r.out.substr(0, 4000);
}

TEST(KernelFile, ProcInodeModelCompilesIntoPan) {
  if (!fs::exists("/usr/src/linux-source-6.1.tar.xz"))
    GTEST_SKIP() << "Debian's linux-source-6.1 is not installed (scripts/bootstrap installs it)";
  Flags flags = kernel_flags("fs/proc/inode.c");
  ASSERT_TRUE(flags.ok) << flags.out;
  mokert::test::TestFolder work("kernel-inode");
  mokert::ProcessOptions opt;
  opt.deadline = std::chrono::seconds(300);
  std::vector<std::string> args = {"extract", (mokert::cache_root() / "kernel/linux-6.1/fs/proc/inode.c").string(),
                                   "-x", "-o", (work.path() / "m").string(), "--"};
  args.insert(args.end(), flags.list.begin(), flags.list.end());
  auto r = mokert::run_process(MOKERT_BIN, args, opt);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  opt.cwd = work.path() / "m";
  r = mokert::run_process("spin", {"-a", "model.pml"}, opt);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  // The kernel's types are in the model: pan.h knows struct proc_dir_entry's fields.
  std::string model = mokert::read_file(work.path() / "m/model.pml");
  EXPECT_NE(model.find("struct proc_dir_entry {"), std::string::npos);
  // proc_reg_release walks pde_openers with list_for_each_entry: the loop's init and increment
  // are pieces of the macro's body and must name the model's variables.
  r = mokert::run_process("cc", {"-w", "-DSAFETY", "-DVECTORSZ=4096", "-o", "pan", "pan.c"}, opt);
  EXPECT_EQ(r.exit_code, 0) << r.out.substr(0, 4000);
}

} // namespace
