// The in-tree kernel target: the instrumented kernel files, the kernel runtime, the schedule table
// and the test driver go into a working copy of Debian's linux-source-6.1 (cached), the kernel is
// built with a minimal configuration (cached build folder), booted in QEMU with the runner the
// kmod target uses, and judged from the console like a kmod replay (docs/kernel.md).
#include <algorithm>
#include <iostream>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/kernel.hpp"
#include "mokert/linemap.hpp"
#include "targets/kmod/module.hpp"
#include "targets/ktree/tree.hpp"
#include "targets/target.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {

// The stall deadline is a parameter of the built-in runtime (mokert_kmod.c's module_param).
constexpr const char* kStallParam = "mokert_kmod.stall_ms=";
constexpr const char* kStartFile = "/sys/module/mokert_ktree/parameters/start";

class KtreeTarget final : public ReplayTarget {
 public:
  std::string name() const override { return "ktree"; }

  void prepare(ReplayRequest& r) const override {
    kernel_source();  // unpacks the tarball once, or says to run scripts/bootstrap
    // The instrumenter must see the same sources in the same order as build() maps back to the
    // tree: the script's, else the files of the map.
    if (r.sources.empty()) {
      fs::path map_file = fs::absolute(r.work_dir) / "model.map.xml";
      if (fs::exists(map_file))
        for (const auto& e : read_linemap(map_file).entries)
          // A header (fs/proc/internal.h) is instrumented with the C file that includes it.
          if (!e.c.file.empty() && fs::path(e.c.file).extension() != ".h" &&
              std::find(r.sources.begin(), r.sources.end(), e.c.file) == r.sources.end())
            r.sources.push_back(e.c.file);
    }
    for (const auto& s : r.sources)
      if (kernel_tree_file(s).rel.empty())
        throw InputError(fs::path(s).string() + ": the ktree target replays files of the kernel tree only; name them "
                                                "with %kernel-file (e.g. %kernel-file fs/proc/generic.c)");
    if (r.driver.empty())
      throw InputError("the ktree target needs a test driver (%driver FILE.c): a module init that starts the "
                       "scheduled functions in kernel threads (docs/kernel.md)");
    if (r.compile_flags.empty()) r.compile_flags = kernel_parse_flags(find_kernel());
    // kbuild names every built-in object's module; the driver's MODULE_* macros need one.
    r.compile_flags.push_back("-DKBUILD_MODNAME=\"mokert_driver\"");
    r.compile_flags.push_back("-DKBUILD_MODFILE=\"lib/mokert/mokert_driver\"");
    for (const auto& s : std::vector<fs::path>(r.sources))
      r.compile_flags.push_back("-I" + fs::absolute(s).parent_path().string());
  }

  fs::path build(const ReplayRequest& r, const InstrumentResult& in) const override {
    if (in.sources.size() != r.sources.size() + 1)
      throw BuildFailure("ktree: " + std::to_string(in.sources.size()) + " instrumented files for " +
                             std::to_string(r.sources.size()) + " sources and a driver",
                         "");
    ktree::Overlay overlay = ktree::runtime_overlay();
    std::string runtime_h = overlay.at("lib/mokert/mokert_replay_user.h");
    std::string protocol_h = overlay.at("lib/mokert/mokert_replay.h");
    for (std::size_t i = 0; i < r.sources.size(); ++i) {
      KernelTreeFile k = kernel_tree_file(r.sources[i]);
      // What the script's kernel patches changed besides the instrumented file.
      for (const auto& t : kernel_variant_touched(k.tree)) overlay[t] = read_file(k.tree / t);
      overlay[k.rel] = read_file(in.sources[i]);
      // The instrumented file includes the runtime header by its own folder.
      std::string dir = fs::path(k.rel).parent_path().generic_string();
      overlay[dir + "/mokert_replay_user.h"] = runtime_h;
      overlay[dir + "/mokert_replay.h"] = protocol_h;
    }
    overlay["lib/mokert/mokert_driver.c"] = read_file(in.sources.back());
    overlay["lib/mokert/mokert_schedule_table.c"] = read_file(in.table_c);
    fs::path image = replay_dir(r) / "bzImage";
    try {
      return ktree::build_kernel(overlay, image, std::chrono::seconds(3 * 3600)).image;
    } catch (const ToolError& e) {
      throw BuildFailure("the replay kernel does not build; the instrumented files are kept in " +
                             (replay_dir(r) / "src").string(),
                         e.what());
    }
  }

  Verdict run(const ReplayRequest& r, const InstrumentResult& in, const fs::path& image) const override {
    auto stall = std::max(r.timeout, std::chrono::milliseconds(2'000));
    VmRequest vm;
    vm.work_dir = replay_dir(r) / "vm";
    vm.kernel = image;
    vm.commands = {std::string("echo 1 > ") + kStartFile + " || echo 'MOKERT-VM start-failed'"};
    vm.end_marker = "MOKERT-KMOD finished";
    vm.extra_cmdline = kStallParam + std::to_string(stall.count());
    vm.power_off = "reboot -f";  // the minimal kernel has no ACPI to power off with
    vm.cpus = static_cast<unsigned>(std::clamp<std::size_t>(in.schedule.threads.size() + 1, 2, 8));
    vm.memory_mb = 512;
    vm.boot_deadline = std::chrono::seconds(300);  // TCG on a loaded 2-core machine: up to minutes
    vm.run_deadline = std::chrono::seconds(std::chrono::duration_cast<std::chrono::seconds>(stall).count() + 30);
    vm.shutdown_deadline = std::chrono::seconds(20);
    VmResult result = run_in_vm(vm);
    Counterexample cex = read_counterexample(r.work_dir / ("cex-" + std::to_string(r.number) + ".xml"));
    return kmod::kmod_verdict(in.schedule, result, &cex);
  }
};

} // namespace

const ReplayTarget& ktree_target() {
  static const KtreeTarget target;
  return target;
}

} // namespace mokert
