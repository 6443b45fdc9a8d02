// The kernel source cache behind %kernel-file and the ktree target: Debian's linux-source-6.1
// unpacked once, patched copies that never write through to the pristine tree, and the mapping
// from a cached file back to its path in the kernel tree.
#include <gtest/gtest.h>

#include "ktest_util.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/kernel.hpp"

using namespace mokert;
namespace fs = std::filesystem;

namespace {

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

const fs::path kPatch = fs::path(MOKERT_SOURCE_DIR) / "kernel-patches" / "procfs-nopin.patch";

} // namespace

TEST(KernelSource, PristineFileMapsBackToItsTreePath) {
  fs::path f = kernel_source_file("fs/proc/generic.c", {});
  ASSERT_TRUE(fs::exists(f));
  KernelTreeFile k = kernel_tree_file(f);
  EXPECT_EQ(k.rel, "fs/proc/generic.c");
  EXPECT_TRUE(fs::exists(k.tree / "fs/proc/internal.h"));
  EXPECT_TRUE(kernel_variant_touched(k.tree).empty());
  EXPECT_TRUE(kernel_tree_file(fs::temp_directory_path() / "generic.c").rel.empty());
}

TEST(KernelSource, PatchedCopyLeavesThePristineTreeAlone) {
  fs::path pristine = kernel_source_file("fs/proc/generic.c", {});
  std::string before = read_file(pristine);
  fs::path patched = kernel_source_file("fs/proc/generic.c", {kPatch});
  ASSERT_NE(patched, pristine);
  std::string after = read_file(patched);
  // The pin and both puts of proc_readdir_de are gone; nothing else.
  EXPECT_EQ(count(after, "pde_get(de);"), count(before, "pde_get(de);") - 1);
  EXPECT_EQ(count(after, "pde_put(de);"), count(before, "pde_put(de);") - 2);
  EXPECT_EQ(read_file(pristine), before);
  KernelTreeFile k = kernel_tree_file(patched);
  EXPECT_EQ(k.rel, "fs/proc/generic.c");
  EXPECT_EQ(kernel_variant_touched(k.tree), std::vector<std::string>{"fs/proc/generic.c"});
  // Made once: the same patches give the same file.
  EXPECT_EQ(kernel_source_file("fs/proc/generic.c", {kPatch}), patched);
}

TEST(KernelSource, APatchThatDoesNotApplyNamesItself) {
  auto dir = ktest::fresh_dir("bad-patch");
  fs::path bad = dir / "bad.patch";
  write_file_atomic(bad, "--- a/fs/proc/generic.c\n+++ b/fs/proc/generic.c\n@@ -1,1 +0,0 @@\n-no such line in the kernel\n");
  try {
    kernel_source_file("fs/proc/generic.c", {bad});
    FAIL() << "a patch that does not apply was accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("bad.patch"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("does not apply"), std::string::npos) << e.what();
  }
  EXPECT_THROW(kernel_source_file("fs/proc/no-such-file.c", {}), InputError);
  EXPECT_THROW(kernel_source_file("../etc/passwd", {}), InputError);
}

TEST(KernelSource, ParseFlagsComeFromTheInstalledKernel) {
  KernelPaths k = find_kernel();
  std::vector<std::string> flags = kernel_parse_flags(k);
  auto has = [&](const std::string& f) { return std::find(flags.begin(), flags.end(), f) != flags.end(); };
  EXPECT_TRUE(has("-nostdinc"));
  EXPECT_TRUE(has("-D__KERNEL__"));
  EXPECT_TRUE(has("-I" + k.headers.string() + "/include"));
  for (const auto& f : flags) {
    if (f.rfind("-I", 0) == 0) {
      EXPECT_TRUE(fs::is_directory(f.substr(2))) << f;
    }
  }
}
