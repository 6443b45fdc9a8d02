// `mokert run SCRIPT.prx|FILE.c [-o DIR] [--all]`: extract -> verify -> replay each counterexample,
// one verdict each.
#include <algorithm>
#include <iostream>
#include <map>
#include <optional>

#include "commands.hpp"
#include "exit_codes.hpp"
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

const char* kUsage =
    "usage: mokert run SCRIPT.prx|FILE.c... [-o DIR] [-p DB_DIR] [--all] [--target user|kmod|ktree]\n"
    "                  [--sanitize thread|address] [--timeout S] [--nondet LO..HI] [--no-spurious] [-- FLAGS]\n"
    "  -p DB_DIR: the folder of compile_commands.json (without -p and -- FLAGS, the nearest one above\n"
    "  FILE.c that has its command is used).\n"
    "  FILE.c is extracted as `mokert extract FILE.c` does: with FILE.prx beside it when there is one\n"
    "  (Modex's verify), else the default rules; Modex's flags (-x, -xe2, -e f, -E, ...) work too.\n"
    "  Several C files are one program (main.c queue.c): read as one, as the linker joins them.\n"
    "  --all replays every distinct counterexample SPIN finds (pan -e; counterexamples with the\n"
    "  same C interleaving are replayed once).\n"
    "  --nondet LO..HI (a C file): __VERIFIER_nondet_* values range over LO..HI, and a search with no\n"
    "  error is the proof for that range (on the default range -1..2 it is no proof).\n"
    "  --no-spurious (a C file): condition waits end only when signalled (by default a wait may also\n"
    "  end with no signal, as POSIX allows; a script says %spurious 0).\n";

} // namespace

int cmd_run(const Args& in) {
  Args args;
  bool all = false;
  std::optional<std::pair<long, long>> nondet;
  for (size_t i = 0; i < in.size(); ++i) {
    if (in[i] == "--") {
      args.insert(args.end(), in.begin() + static_cast<long>(i), in.end());
      break;
    }
    if (in[i] == "-h" || in[i] == "--help") {
      std::cout << kUsage << exit_code_help();
      return kExitOk;
    }
    if (in[i] == "--all") all = true;
    else if (in[i] == "--nondet" && i + 1 < in.size()) nondet = nondet_range(in[++i]);
    else args.push_back(in[i]);
  }
  // Modex's flags (`-xe2`, `-e lock`, verify's `-E`) work here as they do for `mokert extract`.
  ModexCommand modex;
  args = take_modex_flags(args, modex);
  // -p DB_DIR: the folder of compile_commands.json, as for `mokert extract`.
  fs::path compile_db;
  for (size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == "--") break;
    else if (args[i] == "-p") {
      compile_db = args[i + 1];
      args.erase(args.begin() + static_cast<long>(i), args.begin() + static_cast<long>(i) + 2);
      break;
    }
  ReplayArgs a = parse_replay_args(args);
  auto is_c = [](const fs::path& p) { return p.extension() == ".c" || p.extension() == ".i"; };
  const bool all_c = !a.positional.empty() && std::all_of(a.positional.begin(), a.positional.end(),
                                                          [&](const std::string& p) { return is_c(p); });
  if (a.positional.empty() || (a.positional.size() > 1 && !all_c))
    throw InputError(std::string("give one script, or the program's C files\n") + kUsage);
  fs::path input = a.positional[0];
  const bool c_file = all_c;
  const std::vector<fs::path> c_files(a.positional.begin(), a.positional.end());
  const bool selection_given = !modex.selections.empty() || !modex.tables.empty() || !modex.lines.empty();
  if (!c_file && nondet)
    throw InputError("run: --nondet goes with a C file; a .prx says the same with a %nondet LO HI line\n" +
                     std::string(kUsage));
  if (!c_file && selection_given)
    throw InputError("run: Modex's selection flags go with a C file; a .prx says the same with %X, %L, %O, %Q, "
                     "%R lines (-E and -A may follow a .prx)\n" + std::string(kUsage));
  Script script = c_file ? command_line_script(c_files, modex, nondet) : read_script(input);
  if (!c_file) script.search.insert(script.search.end(), modex.search.begin(), modex.search.end());
  fs::path dir = a.out_dir.empty() ? fs::path(input.stem().string() + ".mokert") : fs::path(a.out_dir);

  ExtractOptions eo;
  eo.out_dir = dir;
  eo.compile_flags = a.request.compile_flags;
  eo.compile_db = compile_db;
  ExtractResult er = extract(script, eo);
  for (const auto& n : er.notes) std::cerr << "note: " << n << "\n";
  std::cout << "extract: " << er.pml.string() << " (" << er.map.entries.size() << " C lines mapped)\n";

  VerifyOptions vo;
  vo.dir = dir;
  vo.all = all;
  vo.search = script.search;
  vo.cc_flags = script.pan_cc_flags;
  vo.run_flags = script.pan_run_flags;
  vo.log = &std::cerr;
  if (!c_file) vo.script = input;
  VerifyReport rep = verify(vo);
  const VerificationResult& vr = rep.result;
  std::cout << "verify: " << to_string(vr.outcome) << ", " << vr.errors << " error(s), " << vr.states_stored
            << " states" << (vr.complete ? "" : " (incomplete: " + vr.incomplete_reason + ")") << "\n";
  if (rep.counterexamples.empty()) {
    write_run_report(dir);
    if (vr.complete) {
      std::cout << "no errors: SPIN found no counterexample in a complete search (proved)\n";
      return kExitOk;
    }
    std::cout << "RESULT: INCOMPLETE search, no counterexample so far; this is not a proof: "
              << vr.incomplete_reason << "\n";
    return kExitTool;
  }

  ReplayRequest base = a.request;
  base.work_dir = dir;
  if (c_file) {
    if (base.sources.empty())
      for (const auto& s : script.sources) base.sources.push_back(s);
  } else {
    apply_script(base, input.string());
  }
  // The replay parses and builds the C with the flags the compile database gave the extraction.
  if (base.compile_flags.empty()) base.compile_flags = er.database_flags;
  std::vector<VerdictKind> kinds;
  std::map<std::string, unsigned> seen;  // interleaving -> the counterexample replayed for it
  for (const auto& cex : rep.counterexamples) {
    auto [it, fresh] = seen.try_emplace(interleaving_key(cex), cex.number);
    if (!fresh) {
      std::cout << "cex " << cex.number << ": same C interleaving as cex " << it->second << ", not replayed again\n";
      continue;
    }
    auto failed = std::find_if(rep.counterexamples.begin(), rep.counterexamples.end(), [&](const auto& other) {
      return blocked_only_by_failed_precondition(cex, other);
    });
    if (failed != rep.counterexamples.end()) {
      std::cout << "cex " << cex.number << ": the state where cex " << failed->number
                << "'s precondition failed, reported again as an invalid end state (pan -e blocks the "
                   "failing move; the program runs it), not replayed\n";
      continue;
    }
    ReplayRequest r = base;
    r.number = cex.number;
    Verdict v;
    try {
      v = replay_counterexample(r);
    } catch (const InputError& e) {
      // One counterexample that cannot be replayed must not hide the others' verdicts.
      std::cout << "cex " << cex.number << ": ERROR  " << e.what() << "\n";
      kinds.push_back(VerdictKind::Error);
      continue;
    } catch (const ToolError& e) {
      std::cout << "cex " << cex.number << ": ERROR  tool failure: " << e.what() << "\n";
      kinds.push_back(VerdictKind::Error);
      continue;
    }
    std::cout << "cex " << cex.number << ": " << to_string(v.kind) << "  " << v.reason << "\n";
    kinds.push_back(v.kind);
  }
  write_run_report(dir);
  int code = exit_code_for(kinds);
  if (code == kExitFalseAlarm)
    std::cout << "RESULT: no counterexample was reproduced on the real code: false alarms; refine the model\n";
  return code;
}

} // namespace mokert::cli
