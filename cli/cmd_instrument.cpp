// `mokert instrument DIR [N]`: schedule-N.xml and the probe-instrumented sources in DIR/replay-N/.
#include <iostream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "mokert/error.hpp"
#include "mokert/numbers.hpp"
#include "mokert/replay_args.hpp"

namespace mokert::cli {

int cmd_instrument(const Args& args) {
  const char* usage = "usage: mokert instrument DIR [N] [--script S.prx] [--source F]... [-- FLAGS]\n"
                      "  writes schedule-N.xml and the probe-instrumented sources into DIR/replay-N/\n";
  for (const auto& s : args) {
    if (s == "--") break;
    if (s == "-h" || s == "--help") {
      std::cout << usage << exit_code_help();
      return kExitOk;
    }
  }
  ReplayArgs a = parse_replay_args(args);
  if (a.positional.empty() || a.positional.size() > 2) throw InputError(std::string("give DIR [N]\n") + usage);
  // The work folder is both input and output here; an -o that was silently ignored misled users.
  if (!a.out_dir.empty())
    throw InputError("-o " + printable_excerpt(a.out_dir) + ": `mokert instrument` writes into the work folder DIR (DIR/replay-N/ and DIR/schedule-N.xml); "
                     "drop -o, or copy DIR first to keep the original apart (-o is for `mokert run` and `extract`)");
  a.request.work_dir = a.positional[0];
  if (!a.script.empty()) apply_script(a.request, a.script);
  std::vector<unsigned> numbers;
  if (a.positional.size() == 2) {
    auto n = parse_unsigned(a.positional[1]);
    if (!n || *n == 0)
      throw InputError("'" + printable_excerpt(a.positional[1]) + "' is not a counterexample number (1, 2, ...)");
    numbers.push_back(*n);
  }
  else numbers = counterexamples_in(a.request.work_dir);
  if (numbers.empty())
    throw InputError(a.request.work_dir.string() + ": no cex-N.xml here; run `mokert verify` first");
  for (unsigned n : numbers) {
    a.request.number = n;
    InstrumentResult r = instrument_counterexample(a.request);
    std::cout << "cex " << n << ": " << r.schedule.threads.size() << " threads, " << r.schedule.switches.size()
              << " switch points, " << r.probes_placed << " probes -> " << replay_dir(a.request).string() << "\n";
  }
  return kExitOk;
}

} // namespace mokert::cli
