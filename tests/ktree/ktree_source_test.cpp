// The kernel source cache behind %kernel-file and the ktree target: Debian's linux-source-6.1
// unpacked once, patched copies that never write through to the pristine tree, and the mapping
// from a cached file back to its path in the kernel tree.
#include <gtest/gtest.h>

#include "ktest_util.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/kernel.hpp"
#include "mokert/process.hpp"
#include "mokert/text.hpp"

#include <set>
#include <sstream>

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

namespace {

// The kernel file's runs of three consecutive non-trivial lines (trimmed): a function body or
// any longer passage copied from it contains one.
std::set<std::string> three_line_runs(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) {
    l = trim(l);
    if (l.size() < 8) continue;  // braces, `return 0;`, `break;`: common to any C
    lines.push_back(l);
  }
  std::set<std::string> runs;
  for (size_t i = 0; i + 2 < lines.size(); ++i) runs.insert(lines[i] + "\n" + lines[i + 1] + "\n" + lines[i + 2]);
  return runs;
}

} // namespace

// Nothing of the kernel source is committed: no tracked file of the checkout holds three
// consecutive lines of the kernel files the procfs example reads (the scripts and tables name
// single statements, the patch is zero-context).
TEST(KernelSource, NoKernelTextIsCommitted) {
  std::set<std::string> kernel;
  fs::path generic = kernel_source_file("fs/proc/generic.c", {});
  fs::path tree = kernel_tree_file(generic).tree;
  for (const char* rel : {"fs/proc/generic.c", "fs/proc/internal.h", "include/linux/proc_fs.h", "fs/proc/root.c"}) {
    auto runs = three_line_runs(read_file(tree / rel));
    kernel.insert(runs.begin(), runs.end());
  }
  ASSERT_GT(kernel.size(), 500u);
  ProcessOptions o;
  o.deadline = std::chrono::seconds(60);
  auto files = run_process("git", {"-C", MOKERT_SOURCE_DIR, "ls-files", "-z"}, o);
  ASSERT_EQ(files.exit_code, 0) << files.out;
  size_t checked = 0;
  for (size_t b = 0; b < files.out.size();) {
    size_t e = files.out.find('\0', b);
    std::string rel = files.out.substr(b, e == std::string::npos ? std::string::npos : e - b);
    b = e == std::string::npos ? files.out.size() : e + 1;
    fs::path p = fs::path(MOKERT_SOURCE_DIR) / rel;
    if (rel.empty() || !fs::is_regular_file(p) || fs::file_size(p) > 4 * 1024 * 1024) continue;
    ++checked;
    for (const auto& run : three_line_runs(read_file(p)))
      EXPECT_FALSE(kernel.count(run)) << rel << " holds kernel text:\n" << run;
  }
  EXPECT_GT(checked, 100u);
}
