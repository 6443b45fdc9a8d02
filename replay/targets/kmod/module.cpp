#include "targets/kmod/module.hpp"

#include <algorithm>

#include "targets/kmod/build.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"

namespace fs = std::filesystem;

namespace mokert::kmod {

fs::path build_replay_module(const ReplayModule& m) {
  fs::path runtime = source_root() / "replay" / "runtime";
  fs::path kruntime = m.dir / "kruntime";
  fs::create_directories(kruntime);
  // kbuild compiles only files under M=: the runtime is copied next to the instrumented sources.
  write_file_atomic(kruntime / "mokert_kmod.c", read_file(runtime / "kernel" / "mokert_kmod.c"));

  BuildRequest req;
  req.dir = m.dir;
  req.module = m.module;
  auto rel = [&](const fs::path& p) { return fs::relative(fs::absolute(p), fs::absolute(m.dir)).string(); };
  for (const auto& s : m.sources) req.sources.push_back(rel(s));
  req.sources.push_back(rel(m.table_c));
  req.sources.push_back("kruntime/mokert_kmod.c");
  for (const auto& s : req.sources)
    if (s.rfind("..", 0) == 0) throw ToolError("kmod build: " + s + " is outside the build folder " + m.dir.string());
  // Kernel headers come from kbuild; the runtime's headers replace the user runtime's
  // (the instrumenter includes "mokert_replay_user.h": here it is the kernel one).
  req.ccflags = {"-I" + (runtime / "kernel").string(), "-I" + (runtime / "include").string()};
  std::vector<fs::path> dirs = m.include_dirs;
  std::sort(dirs.begin(), dirs.end());
  dirs.erase(std::unique(dirs.begin(), dirs.end()), dirs.end());
  for (const auto& d : dirs) req.ccflags.push_back("-I" + fs::absolute(d).string());
  req.ccflags.push_back("-Wno-declaration-after-statement");
  return build_module(req);
}

VmResult run_replay_vm(const fs::path& ko, const Schedule& schedule, const VmReplayOptions& o) {
  VmRequest r;
  r.work_dir = o.work_dir;
  r.modules.push_back({ko, {"stall_ms=" + std::to_string(o.stall.count())}});
  r.end_marker = "MOKERT-KMOD finished";
  // Every slab cache poisons what is freed and checks its objects (the stock kernel has no
  // KASAN): a read of a kfree'd object sees 0x6b, a double free or a write after free is a
  // kernel report. Without it a real use after free of kmalloc'd memory read the old value and
  // came back NOT_REPRODUCED (only caches made with SLAB_POISON were poisoned).
  r.extra_cmdline = "slub_debug=FP";
  // One CPU per replay thread (each pinned to its own) plus one for the driver and monitor.
  r.cpus = static_cast<unsigned>(std::clamp<std::size_t>(schedule.threads.size() + 1, 2, 8));
  r.boot_deadline = std::chrono::seconds(300);  // TCG on a loaded 2-core machine: up to minutes
  auto stall_s = std::chrono::duration_cast<std::chrono::seconds>(o.stall).count();
  r.run_deadline = std::chrono::seconds(stall_s + 30);
  r.shutdown_deadline = std::chrono::seconds(20);
  r.progress = o.progress;
  return run_in_vm(r);
}

} // namespace mokert::kmod
