// The installed Linux kernel and its source: the Debian kernel image and headers (what the kmod
// target builds against and boots), the compiler flags for parsing kernel C with them, and
// Debian's linux-source tarball unpacked once into mokert's cache (what %kernel-file reads and
// the ktree target builds). Nothing of the kernel is kept in the repository.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace mokert {

// The installed Debian kernel: the image we boot and the headers we build against. They must be
// the same version, so both come from the installed linux-image-* package.
struct KernelPaths {
  std::string version;                 // e.g. 6.1.0-56-amd64
  std::filesystem::path image;         // /boot/vmlinuz-VERSION
  std::filesystem::path headers;       // /usr/src/linux-headers-VERSION
};

// Finds image and headers of one version (the newest installed with both). Throws ToolError
// saying to run scripts/bootstrap when either is missing. MOKERT_KERNEL_VERSION picks a version.
KernelPaths find_kernel();

// Flags for parsing kernel C with clang against the installed headers (what kbuild passes for
// includes and the always-included headers); the script directive %kernel-flags adds them.
std::vector<std::string> kernel_parse_flags(const KernelPaths& kernel);

// An exclusive lock on a file (flock), held while the object lives; waits for other processes.
class FileLock {
 public:
  explicit FileLock(const std::filesystem::path& path);
  ~FileLock();
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_ = -1;
};

// Debian's linux-source-6.1, unpacked once (under a lock) into CACHE/ktree/VERSION/ (CACHE: cache_root(), files.hpp).
struct KernelSource {
  std::string version;                 // the package version, e.g. 6.1.192-2
  std::filesystem::path root;          // CACHE/ktree/VERSION
  std::filesystem::path src;           // root/src: the pristine tree, never written after unpacking
};

// Unpacks /usr/src/linux-source-6.1.tar.xz when it is not yet in the cache. Throws ToolError
// saying to run scripts/bootstrap when the tarball is missing.
KernelSource kernel_source();

// The file REL (e.g. fs/proc/generic.c) of the kernel source with the given patches applied (in
// order; `patch -p1`): the pristine file when there are none, else the file in a patched copy
// of the tree, CACHE/ktree/VERSION/variants/HASH/, made once. Throws InputError naming the patch
// when it does not apply, and when REL is not in the tree.
std::filesystem::path kernel_source_file(const std::string& rel, const std::vector<std::filesystem::path>& patches);

// Where a file of the cached kernel source came from: its path inside the tree (empty when it is
// not in the cache) and the root of the tree it is in (src or a variant).
struct KernelTreeFile {
  std::string rel;
  std::filesystem::path tree;
};
KernelTreeFile kernel_tree_file(const std::filesystem::path& file);

// The files a variant's patches changed, relative to the tree (variants/HASH/.mokert-touched).
std::vector<std::string> kernel_variant_touched(const std::filesystem::path& tree);

} // namespace mokert
