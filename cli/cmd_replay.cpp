// `mokert replay DIR [N] --target user`: replays counterexample N (all when N is omitted).
#include <iostream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "mokert/error.hpp"
#include "mokert/numbers.hpp"
#include "mokert/replay_args.hpp"

namespace mokert::cli {
namespace {

const char* kUsage =
    "usage: mokert replay DIR [N] [--target user|kmod|ktree] [--sanitize thread|address] [--timeout S]\n"
    "                     [--repeat K] [--script S.prx] [--source F]... [--driver F] [-- FLAGS]\n"
    "  replays counterexample N of DIR (every cex-N.xml when N is omitted) on the real code;\n"
    "  --repeat K builds it once and runs it K times, one verdict line per run\n";

} // namespace

int cmd_replay(const Args& args) {
  for (const auto& s : args) {
    if (s == "--") break;
    if (s == "-h" || s == "--help") {
      std::cout << kUsage << exit_code_help();
      return kExitOk;
    }
  }
  ReplayArgs a = parse_replay_args(args);
  if (a.positional.empty() || a.positional.size() > 2) throw InputError(std::string("give DIR [N]\n") + kUsage);
  // The work folder is both input and output here; an -o that was silently ignored misled users.
  if (!a.out_dir.empty())
    throw InputError("-o " + printable_excerpt(a.out_dir) + ": `mokert replay` writes into the work folder DIR (DIR/replay-N/ and DIR/verdict-N.xml); "
                     "drop -o, or copy DIR first to keep the original apart (-o is for `mokert run` and `extract`)");
  a.request.work_dir = a.positional[0];
  if (!a.script.empty()) apply_script(a.request, a.script);
  std::vector<unsigned> numbers;
  if (a.positional.size() == 2) {
    auto n = parse_unsigned(a.positional[1]);
    if (!n || *n == 0)
      throw InputError("'" + printable_excerpt(a.positional[1]) + "' is not a counterexample number (1, 2, ...)");
    numbers.push_back(*n);
  } else {
    numbers = counterexamples_in(a.request.work_dir);
  }
  if (numbers.empty())
    throw InputError(a.request.work_dir.string() + ": no cex-N.xml here; run `mokert verify` first");
  std::vector<VerdictKind> kinds;
  for (unsigned n : numbers) {
    a.request.number = n;
    for (const Verdict& v : replay_counterexample_runs(a.request)) {
      std::cout << "cex " << n << ": " << to_string(v.kind) << "  " << v.reason << "\n";
      kinds.push_back(v.kind);
    }
  }
  return exit_code_for(kinds);
}

} // namespace mokert::cli
