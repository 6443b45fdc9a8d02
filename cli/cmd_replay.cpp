// `mokert replay DIR [N] --target user`: replays counterexample N (all when N is omitted).
#include <iostream>

#include "commands.hpp"
#include "mokert/error.hpp"
#include "mokert/replay_args.hpp"

namespace mokert::cli {

int cmd_replay(const Args& args) {
  ReplayArgs a = parse_replay_args(args);
  if (a.positional.empty() || a.positional.size() > 2)
    throw InputError("usage: mokert replay DIR [N] [--target user|kmod] [--sanitize thread|address] "
                     "[--timeout S] [--script S.prx] [--source F]... [--driver F] [-- FLAGS]");
  a.request.work_dir = a.positional[0];
  if (!a.script.empty()) apply_script(a.request, a.script);
  std::vector<unsigned> numbers;
  if (a.positional.size() == 2) {
    try {
      numbers.push_back(static_cast<unsigned>(std::stoul(a.positional[1])));
    } catch (...) {
      throw InputError("'" + a.positional[1] + "' is not a counterexample number");
    }
  } else {
    numbers = counterexamples_in(a.request.work_dir);
  }
  if (numbers.empty())
    throw InputError(a.request.work_dir.string() + ": no cex-N.xml here; run `mokert verify` first");
  bool confirmed = false, error = false;
  for (unsigned n : numbers) {
    a.request.number = n;
    Verdict v = replay_counterexample(a.request);
    std::cout << "cex " << n << ": " << to_string(v.kind) << "  " << v.reason << "\n";
    confirmed |= v.kind == VerdictKind::Confirmed;
    error |= v.kind == VerdictKind::Error;
  }
  if (confirmed) return kExitBug;
  return error ? kExitTool : kExitOk;
}

} // namespace mokert::cli
