// The kernel-module target: instrumented sources + kernel runtime + driver -> one module ->
// initramfs -> QEMU (Debian kernel) -> verdict (docs/kernel.md).
#include <iostream>

#include "mokert/error.hpp"
#include "targets/kmod/module.hpp"
#include "targets/target.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {

class KmodTarget final : public ReplayTarget {
 public:
  std::string name() const override { return "kmod"; }

  void prepare(ReplayRequest& r) const override {
    // Fail early, before instrumenting, when the kernel is not installed.
    find_kernel();
    // A driver kept apart from the module's folder (shared by versions of a module) includes the
    // module's headers: the instrumenter's parse searches every source's folder, as kbuild will.
    for (const auto& s : std::vector<fs::path>(r.sources))
      r.compile_flags.push_back("-I" + fs::absolute(s).parent_path().string());
  }

  fs::path build(const ReplayRequest& r, const InstrumentResult& in) const override {
    fs::path dir = replay_dir(r);
    kmod::ReplayModule m;
    m.dir = dir;
    m.module = "mokert_cex" + std::to_string(r.number);
    m.sources = in.sources;
    m.table_c = in.table_c;
    // The copies include the originals' headers by relative path: search the original folders.
    for (const auto& p : in.schedule.probes) m.include_dirs.push_back(fs::absolute(p.file).parent_path());
    for (const auto& s : r.sources) m.include_dirs.push_back(fs::absolute(s).parent_path());
    if (!r.driver.empty()) m.include_dirs.push_back(fs::absolute(r.driver).parent_path());
    try {
      std::cerr << "mokert: kmod: building module " << m.module << " with kbuild\n";
      return kmod::build_replay_module(m);
    } catch (const ToolError& e) {
      throw BuildFailure("the instrumented module does not build; the instrumented files are kept in " +
                             (dir / "src").string(),
                         e.what());
    }
  }

  Verdict run(const ReplayRequest& r, const InstrumentResult& in, const fs::path& ko) const override {
    kmod::VmReplayOptions o;
    o.work_dir = replay_dir(r) / "vm";
    // The monitor's stall deadline is guest time; boot time is not part of it.
    o.stall = std::max(r.timeout, std::chrono::milliseconds(2'000));
    VmResult vm = kmod::run_replay_vm(ko, in.schedule, o);
    Counterexample cex = read_counterexample(r.work_dir / ("cex-" + std::to_string(r.number) + ".xml"));
    return kmod::kmod_verdict(in.schedule, vm, &cex);
  }
};

} // namespace

const ReplayTarget& kmod_target() {
  static const KmodTarget target;
  return target;
}

} // namespace mokert
