#include "mokert/kernel.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <sstream>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {
constexpr const char* kTarball = "/usr/src/linux-source-6.1.tar.xz";
constexpr const char* kTarballTop = "linux-source-6.1";
}

KernelPaths find_kernel() {
  const char* wanted = std::getenv("MOKERT_KERNEL_VERSION");
  std::vector<std::string> versions;
  std::error_code ec;
  if (fs::is_directory("/boot", ec))
    for (const auto& e : fs::directory_iterator("/boot", ec)) {
      std::string name = e.path().filename().string();
      if (name.rfind("vmlinuz-", 0) == 0) versions.push_back(name.substr(8));
    }
  std::sort(versions.begin(), versions.end());
  std::string missing;
  for (auto it = versions.rbegin(); it != versions.rend(); ++it) {
    if (wanted && *it != wanted) continue;
    KernelPaths k{*it, fs::path("/boot") / ("vmlinuz-" + *it), fs::path("/usr/src") / ("linux-headers-" + *it)};
    if (fs::exists(k.headers / "Makefile", ec)) return k;
    missing = "kernel headers " + k.headers.string() + " for the image " + k.image.string() + " are missing";
  }
  if (missing.empty())
    missing = wanted ? std::string("no kernel image /boot/vmlinuz-") + wanted + " (MOKERT_KERNEL_VERSION)"
                     : "no kernel image /boot/vmlinuz-*";
  throw ToolError(missing + "; run scripts/bootstrap (it installs linux-image-amd64 and linux-headers-amd64)");
}

std::vector<std::string> kernel_parse_flags(const KernelPaths& k) {
  // Debian splits the headers: the flavour's folder (generated headers, config) includes the
  // common folder's Makefile, which names where the shared include trees are.
  fs::path common = k.headers;
  std::istringstream mk(read_file(k.headers / "Makefile"));
  std::string line;
  while (std::getline(mk, line))
    if (line.rfind("include ", 0) == 0 && line.size() > 17 && line.substr(line.size() - 9) == "/Makefile") {
      common = fs::path(line.substr(8)).parent_path();
      break;
    }
  std::string c = common.string(), a = k.headers.string();
  return {"-nostdinc",
          "-I" + c + "/arch/x86/include",
          "-I" + a + "/arch/x86/include/generated",
          "-I" + c + "/include",
          "-I" + a + "/include",
          "-I" + c + "/arch/x86/include/uapi",
          "-I" + a + "/arch/x86/include/generated/uapi",
          "-I" + c + "/include/uapi",
          "-I" + a + "/include/generated/uapi",
          "-include", c + "/include/linux/kconfig.h",
          "-include", c + "/include/linux/compiler_types.h",
          "-D__KERNEL__",
          "-std=gnu11",
          "-Wno-everything"};
}

FileLock::FileLock(const fs::path& path) {
  fs::create_directories(path.parent_path());
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) throw ToolError("cannot open the lock file " + path.string() + "; check the cache folder's permissions");
  while (::flock(fd_, LOCK_EX) != 0)
    if (errno != EINTR) {
      ::close(fd_);
      throw ToolError("cannot lock " + path.string());
    }
}

FileLock::~FileLock() {
  if (fd_ >= 0) ::close(fd_);  // closing releases the flock
}

namespace {

std::string package_version() {
  // The package version names the cache folder; a tarball replaced by a new package gets a new one.
  try {
    ProcessOptions o;
    o.deadline = std::chrono::seconds(30);
    ProcessResult r = run_process("dpkg-query", {"-W", "-f", "${Version}", "linux-source-6.1"}, o);
    std::string v = r.out;
    v.erase(std::remove_if(v.begin(), v.end(), [](char ch) { return ch == '\n' || ch == ' ' || ch == '/'; }), v.end());
    if (r.exit_code == 0 && !v.empty()) return v;
  } catch (const ToolError&) {
  }
  std::error_code ec;
  auto size = fs::file_size(kTarball, ec);
  return "size-" + std::to_string(size);
}

void run_checked(const std::string& what, const std::string& program, const std::vector<std::string>& args,
                 std::chrono::seconds deadline) {
  ProcessOptions o;
  o.deadline = deadline;
  ProcessResult r = run_process(program, args, o);
  if (r.timed_out || r.exit_code != 0)
    throw ToolError(what + " failed" + (r.timed_out ? " (deadline " + std::to_string(deadline.count()) + " s)" : "") +
                    ": " + (r.out.size() > 2000 ? r.out.substr(r.out.size() - 2000) : r.out));
}

std::string hex_hash(const std::string& text) {
  // FNV-1a, 64 bit: names a variant folder; not a security boundary.
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char ch : text) {
    h ^= ch;
    h *= 1099511628211ull;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

// The files a -p1 patch changes ("+++ b/PATH" lines).
std::vector<std::string> patch_targets(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) {
    if (l.rfind("+++ ", 0) != 0) continue;
    std::string p = l.substr(4);
    if (auto tab = p.find('\t'); tab != std::string::npos) p.resize(tab);
    auto slash = p.find('/');
    if (slash == std::string::npos || p == "/dev/null") continue;
    out.push_back(p.substr(slash + 1));
  }
  return out;
}

} // namespace

KernelSource kernel_source() {
  if (!fs::exists(kTarball))
    throw ToolError(std::string(kTarball) + " is missing; run scripts/bootstrap (it installs linux-source-6.1)");
  KernelSource s;
  s.version = package_version();
  s.root = cache_root() / "ktree" / s.version;
  s.src = s.root / "src";
  if (fs::exists(s.root / "src.complete")) return s;
  FileLock lock(s.root / "src.lock");
  if (fs::exists(s.root / "src.complete")) return s;
  fs::path tmp = s.root / "src.unpacking";
  std::error_code ec;
  fs::remove_all(tmp, ec);
  fs::remove_all(s.src, ec);
  fs::create_directories(tmp);
  std::fprintf(stderr, "mokert: unpacking %s into %s (once)\n", kTarball, s.src.c_str());
  run_checked("unpacking " + std::string(kTarball), "tar", {"-xJf", kTarball, "-C", tmp.string()},
              std::chrono::seconds(1800));
  fs::rename(tmp / kTarballTop, s.src);
  fs::remove_all(tmp, ec);
  write_file_atomic(s.root / "src.complete", s.version + "\n");
  return s;
}

fs::path kernel_source_file(const std::string& rel, const std::vector<fs::path>& patches) {
  KernelSource s = kernel_source();
  if (rel.empty() || fs::path(rel).is_absolute() || rel.find("..") != std::string::npos)
    throw InputError("kernel file '" + rel + "': give a path inside the kernel tree, e.g. fs/proc/generic.c");
  if (!fs::is_regular_file(s.src / rel))
    throw InputError("kernel file '" + rel + "' is not in " + s.src.string() + " (Debian's linux-source-6.1)");
  if (patches.empty()) return s.src / rel;

  std::string key;
  std::vector<std::string> texts;
  for (const auto& p : patches) {
    texts.push_back(read_file(p));
    key += texts.back() + '\0';
  }
  fs::path variant = s.root / "variants" / hex_hash(key);
  if (fs::exists(variant / ".mokert-complete")) return variant / rel;
  FileLock lock(s.root / "variants.lock");
  if (fs::exists(variant / ".mokert-complete")) return variant / rel;
  std::error_code ec;
  fs::remove_all(variant, ec);
  fs::create_directories(variant.parent_path());
  // A copy of hard links (cheap); every file a patch changes is made a file of its own first,
  // so that the pristine tree is never written through a shared link.
  run_checked("copying the kernel tree", "cp", {"-al", s.src.string(), variant.string()}, std::chrono::seconds(900));
  std::vector<std::string> touched;
  for (std::size_t i = 0; i < patches.size(); ++i)
    for (const auto& t : patch_targets(texts[i])) {
      fs::path f = variant / t;
      if (fs::exists(f)) {
        std::string text = read_file(f);
        fs::remove(f);
        write_file_atomic(f, text);
      }
      if (std::find(touched.begin(), touched.end(), t) == touched.end()) touched.push_back(t);
    }
  for (std::size_t i = 0; i < patches.size(); ++i) {
    ProcessOptions o;
    o.deadline = std::chrono::seconds(60);
    ProcessResult r = run_process("patch", {"-p1", "--batch", "--forward", "--no-backup-if-mismatch", "-d",
                                            variant.string(), "-i", fs::absolute(patches[i]).string()}, o);
    if (r.timed_out || r.exit_code != 0) {
      fs::remove_all(variant, ec);
      throw InputError(patches[i].string() + ": the patch does not apply to " + s.src.string() + " (linux-source-6.1 " +
                       s.version + "): " + r.out);
    }
  }
  std::string list;
  for (const auto& t : touched) list += t + "\n";
  write_file_atomic(variant / ".mokert-touched", list);
  write_file_atomic(variant / ".mokert-complete", "");
  return variant / rel;
}

KernelTreeFile kernel_tree_file(const fs::path& file) {
  std::error_code ec;
  fs::path f = fs::weakly_canonical(fs::absolute(file), ec);
  fs::path ktree = fs::weakly_canonical(cache_root() / "ktree", ec);
  fs::path rel = f.lexically_relative(ktree);
  if (rel.empty() || *rel.begin() == "..") return {};
  // VERSION/src/REL or VERSION/variants/HASH/REL
  auto it = rel.begin();
  fs::path tree = ktree / *it++;
  if (it == rel.end()) return {};
  if (*it == "src") {
    tree /= *it++;
  } else if (*it == "variants") {
    tree /= *it++;
    if (it == rel.end()) return {};
    tree /= *it++;
  } else {
    return {};
  }
  fs::path inside;
  for (; it != rel.end(); ++it) inside /= *it;
  if (inside.empty()) return {};
  return {inside.generic_string(), tree};
}

std::vector<std::string> kernel_variant_touched(const fs::path& tree) {
  std::vector<std::string> out;
  fs::path list = tree / ".mokert-touched";
  if (!fs::exists(list)) return out;
  std::istringstream in(read_file(list));
  std::string l;
  while (std::getline(in, l))
    if (!l.empty()) out.push_back(l);
  return out;
}

} // namespace mokert
