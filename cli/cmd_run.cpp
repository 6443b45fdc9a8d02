// `mokert run SCRIPT.prx [-o DIR]`: extract -> verify -> replay every counterexample, one verdict each.
#include <iostream>

#include "commands.hpp"
#include "mokert/checker.hpp"
#include "mokert/error.hpp"
#include "mokert/extractor.hpp"
#include "mokert/replay_args.hpp"
#include "mokert/report.hpp"
#include "mokert/script.hpp"

namespace fs = std::filesystem;

namespace mokert::cli {

namespace {

// The report is the run's last artefact; failing to write it must not hide the verdicts above.
void write_run_report(const fs::path& dir) {
  try {
    ReportOptions o;
    o.dir = dir;
    o.partial = true;
    ReportFiles f = write_report(o);
    for (const auto& n : f.notes) std::cerr << "note: " << n << "\n";
    std::cout << "report: " << f.html.string() << "\n";
  } catch (const std::exception& e) {
    std::cerr << "mokert run: warning: no report: " << e.what() << "\n";
  }
}

} // namespace

int cmd_run(const Args& args) {
  ReplayArgs a = parse_replay_args(args);
  if (a.positional.size() != 1)
    throw InputError("usage: mokert run SCRIPT.prx [-o DIR] [--target user|kmod] [--sanitize thread|address] "
                     "[--timeout S] [-- FLAGS]");
  fs::path prx = a.positional[0];
  Script script = read_script(prx);
  fs::path dir = a.out_dir.empty() ? fs::path(prx.stem().string() + ".mokert") : fs::path(a.out_dir);

  ExtractOptions eo;
  eo.out_dir = dir;
  eo.compile_flags = a.request.compile_flags;
  ExtractResult er = extract(script, eo);
  for (const auto& n : er.notes) std::cerr << "note: " << n << "\n";
  std::cout << "extract: " << er.pml.string() << " (" << er.map.entries.size() << " C lines mapped)\n";

  VerifyOptions vo;
  vo.dir = dir;
  vo.search = script.search;
  vo.cc_flags = script.pan_cc_flags;
  vo.run_flags = script.pan_run_flags;
  vo.log = &std::cerr;
  VerifyReport rep = verify(vo);
  const VerificationResult& vr = rep.result;
  std::cout << "verify: " << to_string(vr.outcome) << ", " << vr.errors << " error(s), " << vr.states_stored
            << " states" << (vr.complete ? "" : " (incomplete: " + vr.incomplete_reason + ")") << "\n";
  if (rep.counterexamples.empty()) {
    std::cout << (vr.complete ? "no errors: SPIN found no counterexample\n"
                              : "no counterexample, but the search was incomplete\n");
    write_run_report(dir);
    return kExitOk;
  }

  ReplayRequest base = a.request;
  base.work_dir = dir;
  apply_script(base, prx.string());
  bool confirmed = false, error = false;
  for (const auto& cex : rep.counterexamples) {
    ReplayRequest r = base;
    r.number = cex.number;
    Verdict v;
    try {
      v = replay_counterexample(r);
    } catch (const InputError& e) {
      // One counterexample that cannot be replayed must not hide the others' verdicts.
      std::cout << "cex " << cex.number << ": ERROR  " << e.what() << "\n";
      error = true;
      continue;
    }
    std::cout << "cex " << cex.number << ": " << to_string(v.kind) << "  " << v.reason << "\n";
    confirmed |= v.kind == VerdictKind::Confirmed;
    error |= v.kind == VerdictKind::Error;
  }
  write_run_report(dir);
  if (confirmed) return kExitBug;
  return error ? kExitTool : kExitOk;
}

} // namespace mokert::cli
