#include "targets/ktree/tree.hpp"

#include <cstdint>
#include <iostream>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/kernel.hpp"
#include "mokert/process.hpp"
#include "targets/kmod/build.hpp"

namespace fs = std::filesystem;

namespace mokert::ktree {

namespace {

constexpr const char* kArch = "ARCH=x86_64";

void add_folder(Overlay& o, const fs::path& folder, const fs::path& base) {
  for (const auto& e : fs::recursive_directory_iterator(folder))
    if (e.is_regular_file()) o[fs::relative(e.path(), base).generic_string()] = read_file(e.path());
}

std::optional<std::string> read_if_exists(const fs::path& p) {
  std::error_code ec;
  if (!fs::is_regular_file(p, ec)) return std::nullopt;
  return read_file(p);
}

std::set<std::string> read_manifest(const fs::path& p) {
  std::set<std::string> out;
  if (!fs::exists(p)) return out;
  std::istringstream in(read_file(p));
  std::string l;
  while (std::getline(in, l))
    if (!l.empty()) out.insert(l);
  return out;
}

// Makes tree/ the working copy: a copy of hard links of src/ (files are only ever replaced by
// rename, never written in place, so src/ stays pristine).
fs::path working_tree(const KernelSource& s) {
  fs::path tree = s.root / "tree";
  if (fs::exists(s.root / "tree.complete")) return tree;
  std::error_code ec;
  fs::remove_all(tree, ec);
  fs::remove(s.root / "tree.manifest", ec);
  std::cerr << "mokert: ktree: making the working tree " << tree.string() << " (once)\n";
  ProcessOptions o;
  o.deadline = std::chrono::seconds(900);
  ProcessResult r = run_process("cp", {"-al", s.src.string(), tree.string()}, o);
  if (r.timed_out || r.exit_code != 0) throw ToolError("copying " + s.src.string() + " to " + tree.string() + ": " + r.out);
  write_file_atomic(s.root / "tree.complete", "");
  return tree;
}

unsigned apply_overlay(const KernelSource& s, const fs::path& tree, const Overlay& overlay) {
  fs::path manifest = s.root / "tree.manifest";
  std::set<std::string> paths = read_manifest(manifest);
  for (const auto& [rel, text] : overlay) paths.insert(rel);
  unsigned changed = 0;
  std::error_code ec;
  for (const auto& rel : paths) {
    auto it = overlay.find(rel);
    std::optional<std::string> want = it != overlay.end() ? std::optional<std::string>(it->second)
                                                          : read_if_exists(s.src / rel);
    std::optional<std::string> have = read_if_exists(tree / rel);
    if (want == have) continue;
    ++changed;
    if (!want) {
      fs::remove(tree / rel, ec);
    } else {
      fs::create_directories((tree / rel).parent_path());
      // A new file (rename), never a write into the hard link shared with src/.
      fs::remove(tree / rel, ec);
      write_file_atomic(tree / rel, *want);
    }
  }
  std::string list;
  for (const auto& [rel, text] : overlay) list += rel + "\n";
  write_file_atomic(manifest, list);
  return changed;
}

ProcessResult make(const KernelSource& s, const fs::path& tree, const fs::path& build,
                   std::vector<std::string> targets, std::chrono::seconds deadline, ProcessOptions o = {}) {
  std::vector<std::string> args = {"-n", "10", "make", "-C", tree.string(), "O=" + build.string(), kArch};
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  args.push_back("-j" + std::to_string(jobs));
  for (auto& t : targets) args.push_back(t);
  o.deadline = deadline;
  (void)s;
  return run_process("nice", args, o);
}

// The fragment's `CONFIG_X=y|n|value` lines; comments and blanks skipped.
std::vector<std::string> fragment_settings(const std::string& fragment) {
  std::vector<std::string> out;
  std::istringstream in(fragment);
  std::string l;
  while (std::getline(in, l))
    if (l.rfind("CONFIG_", 0) == 0) out.push_back(l);
  return out;
}

void configure(const KernelSource& s, const fs::path& tree, const fs::path& build) {
  fs::path fragment_file = source_root() / "kernel-patches" / "mokert.config";
  std::string fragment = read_file(fragment_file);
  fs::path stamp = build / ".mokert-config";
  std::string config = read_if_exists(build / ".config").value_or("");
  bool ok = read_if_exists(stamp).value_or("") == fragment;
  for (const auto& set : fragment_settings(fragment))
    if (config.find("\n" + set + "\n") == std::string::npos) ok = false;
  if (ok) return;
  std::cerr << "mokert: ktree: configuring " << build.string() << " (tinyconfig + " << fragment_file.string() << ")\n";
  fs::create_directories(build);
  ProcessResult r = make(s, tree, build, {"tinyconfig"}, std::chrono::seconds(600));
  if (r.timed_out || r.exit_code != 0) throw ToolError("make tinyconfig in " + build.string() + " failed:\n" + r.out);
  write_file_atomic(build / ".config", read_file(build / ".config") + fragment);
  r = make(s, tree, build, {"olddefconfig"}, std::chrono::seconds(600));
  if (r.timed_out || r.exit_code != 0) throw ToolError("make olddefconfig in " + build.string() + " failed:\n" + r.out);
  config = read_file(build / ".config");
  for (const auto& set : fragment_settings(fragment))
    if (config.find("\n" + set + "\n") == std::string::npos)
      throw ToolError(fragment_file.string() + ": `" + set + "` did not take effect in " + (build / ".config").string() +
                      " (a dependency is missing from the fragment, or the option does not exist in this kernel)");
  write_file_atomic(stamp, fragment);
}

struct MakeProgress {
  unsigned compiled = 0;
  std::string partial;
  static void on_output(const std::string& chunk, void* user) {
    auto* self = static_cast<MakeProgress*>(user);
    self->partial += chunk;
    std::size_t nl;
    while ((nl = self->partial.find('\n')) != std::string::npos) {
      std::string l = self->partial.substr(0, nl);
      self->partial.erase(0, nl + 1);
      if (l.rfind("  CC ", 0) == 0 || l.rfind("  AS ", 0) == 0) {
        if (++self->compiled % 100 == 0) std::cerr << "mokert: ktree: " << self->compiled << " files compiled\n";
      } else if (l.rfind("  LD      vmlinux", 0) == 0 && l.find(".o") == std::string::npos) {
        std::cerr << "mokert: ktree: linking vmlinux\n";
      }
    }
  }
};

} // namespace

Overlay runtime_overlay() {
  KernelSource s = kernel_source();
  fs::path root = source_root();
  Overlay o;
  add_folder(o, root / "kernel-patches" / "runtime", root / "kernel-patches" / "runtime");
  o["lib/mokert/mokert_kmod.c"] = read_file(root / "replay" / "runtime" / "kernel" / "mokert_kmod.c");
  o["lib/mokert/mokert_replay.h"] = read_file(root / "replay" / "runtime" / "include" / "mokert_replay.h");
  o["lib/mokert/mokert_replay_user.h"] = read_file(root / "replay" / "runtime" / "kernel" / "mokert_replay_user.h");
  // The two hooks are appended lines: no kernel text is carried as context.
  o["lib/Kconfig"] = read_file(s.src / "lib" / "Kconfig") + "\nsource \"lib/mokert/Kconfig\"\n";
  o["lib/Makefile"] = read_file(s.src / "lib" / "Makefile") + "\nobj-$(CONFIG_MOKERT_REPLAY) += mokert/\n";
  return o;
}

namespace {

// What the build folder was last built from: the overlay and the configuration fragment (FNV-1a).
std::string build_state(const Overlay& overlay) {
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&h](const std::string& text) {
    for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
    h = (h ^ 0xffu) * 1099511628211ull;  // separator: ("ab","c") differs from ("a","bc")
  };
  for (const auto& [path, text] : overlay) {
    mix(path);
    mix(text);
  }
  mix(read_file(source_root() / "kernel-patches" / "mokert.config"));
  std::ostringstream out;
  out << std::hex << h << " " << overlay.size() << "\n";
  return out.str();
}

} // namespace

KernelBuild build_kernel(const Overlay& overlay, const fs::path& image, std::chrono::seconds deadline) {
  KernelSource s = kernel_source();
  fs::path build = s.root / "build";
  std::cerr << "mokert: ktree: waiting for the kernel build lock " << (s.root / "build.lock").string() << "\n";
  FileLock lock(s.root / "build.lock");
  fs::path tree = working_tree(s);
  unsigned changed = apply_overlay(s, tree, overlay);
  configure(s, tree, build);
  fs::path built = build / "arch" / "x86" / "boot" / "bzImage";
  // Nothing changed since a build that succeeded: its image is this one. (make would still
  // relink vmlinux, as kbuild bumps the build number on every run: minutes under KASAN.)
  fs::path stamp = build / ".mokert-built";
  std::string state = build_state(overlay);
  if (changed == 0 && fs::exists(built) && read_if_exists(stamp).value_or("") == state) {
    std::cerr << "mokert: ktree: nothing changed since the last build: reusing " << built.string() << "\n";
    fs::create_directories(image.parent_path());
    fs::copy_file(built, image, fs::copy_options::overwrite_existing);
    KernelBuild b;
    b.image = image;
    return b;
  }
  std::error_code ec;
  fs::remove(stamp, ec);  // an interrupted or failed make leaves no stamp behind
  std::cerr << "mokert: ktree: building the kernel in " << build.string() << " (" << changed
            << " file(s) changed since the last build)\n";
  MakeProgress progress;
  ProcessOptions o;
  o.on_output = &MakeProgress::on_output;
  o.user = &progress;
  ProcessResult r = make(s, tree, build, {"bzImage"}, deadline, o);
  if (r.timed_out)
    throw ToolError("the kernel build in " + build.string() + " took longer than " + std::to_string(deadline.count()) + " s");
  if (r.exit_code != 0 || !fs::exists(built))
    throw ToolError("the kernel does not build (" + build.string() + "):\n" + kmod::kbuild_errors(r.out));
  fs::create_directories(image.parent_path());
  fs::copy_file(built, image, fs::copy_options::overwrite_existing);
  write_file_atomic(stamp, state);
  KernelBuild b;
  b.image = image;
  b.seconds = r.seconds;
  b.compiled = progress.compiled;
  std::cerr << "mokert: ktree: kernel built in " << static_cast<int>(r.seconds) << " s (" << progress.compiled
            << " files compiled)\n";
  return b;
}

} // namespace mokert::ktree
