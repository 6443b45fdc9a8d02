// The kernel-module target: instrumented sources + kernel runtime + driver -> one module ->
// initramfs -> QEMU (Debian kernel) -> verdict (docs/kernel.md).
#include <algorithm>
#include <iostream>

#include "kmod_module.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/kmod.hpp"

namespace fs = std::filesystem;

namespace mokert {

Verdict replay_kmod(const ReplayRequest& request) {
  // A driver kept apart from the module's folder (shared by versions of a module) includes the
  // module's headers: the instrumenter's parse searches every source's folder, as kbuild will.
  ReplayRequest r = request;
  for (const auto& s : request.sources) r.compile_flags.push_back("-I" + fs::absolute(s).parent_path().string());
  fs::path verdict_file = r.work_dir / ("verdict-" + std::to_string(r.number) + ".xml");
  // Fail early, before instrumenting, when the kernel is not installed.
  find_kernel();
  InstrumentResult in = instrument_counterexample(r);
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

  Verdict v;
  v.number = r.number;
  v.target = "kmod";
  v.steps_total = static_cast<unsigned>(in.schedule.switches.size());
  fs::path ko;
  try {
    std::cerr << "mokert: kmod: building module " << m.module << " with kbuild\n";
    ko = kmod::build_replay_module(m);
  } catch (const ToolError& e) {
    v.kind = VerdictKind::Error;
    v.reason = "the instrumented module does not build; the instrumented files are kept in " +
               (dir / "src").string();
    v.evidence = e.what();
    write_verdict(v, verdict_file);
    return v;
  }
  kmod::VmReplayOptions o;
  o.work_dir = dir / "vm";
  // The monitor's stall deadline is guest time; boot time is not part of it.
  o.stall = std::max(r.timeout, std::chrono::milliseconds(2'000));
  VmResult vm = kmod::run_replay_vm(ko, in.schedule, o);
  v = kmod::kmod_verdict(in.schedule, vm);
  v.number = r.number;
  write_verdict(v, verdict_file);
  return v;
}

} // namespace mokert
