// `mokert verify DIR`: SPIN on DIR/model.pml; exit 0 only for 0 errors in a complete search.
#include <limits>
#include <iomanip>
#include <iostream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "mokert/checker.hpp"
#include "mokert/error.hpp"
#include "mokert/numbers.hpp"
#include "mokert/script.hpp"

namespace mokert::cli {
namespace {

const char* kUsage =
    "usage: mokert verify DIR [--script SCRIPT.prx] [--all] [--shortest] [--ltl NAME | --acceptance |"
    " --non-progress]\n"
    "                     [--cores N] [--bitstate] [--depth N] [--memlim MB] [--timeout S]\n"
    "       mokert verify DIR --trail FILE [--number N]   (replay one existing trail into cex-N.xml)";

unsigned number_arg(const Args& a, size_t& i, const std::string& flag) {
  if (i + 1 >= a.size()) throw InputError(flag + " needs a value\n" + kUsage);
  const std::string& v = a[++i];
  if (auto n = parse_unsigned(v)) return *n;
  throw InputError(flag + " needs a number (0 to " + std::to_string(std::numeric_limits<unsigned>::max()) +
                   "), not '" + printable_excerpt(v) + "'");
}

} // namespace

int cmd_verify(const Args& a) {
  VerifyOptions o;
  o.log = &std::cerr;
  std::string dir, script, trail;
  unsigned number = 1;
  for (size_t i = 0; i < a.size(); ++i) {
    const std::string& f = a[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= a.size()) throw InputError(f + " needs a value\n" + kUsage);
      return a[++i];
    };
    if (f == "--all") o.all = true;
    else if (f == "--shortest") o.shortest = true;
    else if (f == "--bitstate") o.bitstate = true;
    else if (f == "--acceptance") o.mode = PropertyMode::Acceptance;
    else if (f == "--non-progress") o.mode = PropertyMode::NonProgress;
    else if (f == "--ltl") { o.mode = PropertyMode::Ltl; o.ltl_name = value(); }
    else if (f == "--cores") o.cores = number_arg(a, i, f);
    else if (f == "--depth") o.depth = number_arg(a, i, f);
    else if (f == "--memlim") o.memlim_mb = number_arg(a, i, f);
    else if (f == "--timeout") o.timeout_s = number_arg(a, i, f);
    else if (f == "--script") script = value();
    else if (f == "--trail") trail = value();
    else if (f == "--number") number = number_arg(a, i, f);
    else if (f == "-h" || f == "--help") { std::cout << kUsage << "\n" << exit_code_help(); return kExitOk; }
    else if (!f.empty() && f[0] == '-') throw InputError("unknown option '" + f + "'\n" + kUsage);
    else if (dir.empty()) dir = f;
    else throw InputError("one work folder only ('" + dir + "' and '" + f + "')\n" + kUsage);
  }
  if (dir.empty()) throw InputError(std::string("no work folder given\n") + kUsage);
  if (o.cores == 0 || o.timeout_s <= 0 || o.memlim_mb == 0 || number == 0)
    throw InputError("--cores, --timeout, --memlim and --number need a value above 0");
  o.dir = dir;
  if (!script.empty()) {
    Script s = read_script(script);  // the script's %G, %O and %R steer the search
    o.search = s.search;
    o.cc_flags = s.pan_cc_flags;
    o.run_flags = s.pan_run_flags;
    o.script = script;
  }

  if (!trail.empty()) {
    Counterexample c = replay_trail(o, trail, number);
    std::cout << "cex-" << c.number << ".xml: " << c.steps.size() << " steps, " << to_string(c.outcome)
              << (c.message.empty() ? "" : ": " + c.message) << "\n";
    return kExitBug;
  }

  VerifyReport rep = verify(o);
  const auto& r = rep.result;
  std::cout << "model " << r.model << ", property " << r.property << "\n"
            << "  states stored " << r.states_stored << ", matched " << r.states_matched << ", transitions "
            << r.transitions << ", depth " << r.depth << "\n"
            << std::fixed << std::setprecision(2) << "  memory: pan " << r.memory_mb << " MB, peak RSS "
            << rep.peak_rss_mb << " MB; search " << r.seconds << " s\n"
            << "  pan: " << r.run_flags << "\n";
  for (const auto& t : r.trails)
    std::cout << "  cex-" << t.number << ".xml: " << to_string(t.outcome) << ": " << t.message << "\n";
  if (r.errors > 0) {
    std::cout << "RESULT: " << r.errors << " error(s) found; `mokert trace " << dir << " N` shows each\n";
    if (!r.complete) std::cout << "  (the search was also incomplete: " << r.incomplete_reason << ")\n";
    return kExitBug;
  }
  if (!r.complete) {
    std::cout << "RESULT: INCOMPLETE search, no error found so far; this is not a proof: "
              << r.incomplete_reason << "\n";
    return kExitTool;
  }
  std::cout << "RESULT: 0 errors, complete search\n";
  return kExitOk;
}

} // namespace mokert::cli
