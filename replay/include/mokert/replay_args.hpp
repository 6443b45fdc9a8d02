// Command-line options shared by `mokert instrument`, `replay` and `run`.
#pragma once
#include <string>
#include <vector>

#include "mokert/replay.hpp"

namespace mokert {

struct ReplayArgs {
  ReplayRequest request;
  std::vector<std::string> positional;       // DIR [N] or SCRIPT.prx
  std::string script;                        // --script S.prx: sources, flags, driver, target
  std::string out_dir;                       // -o DIR (run)
};

// DIR [N] [--target T] [--sanitize thread|address] [--timeout S] [--script S.prx]
// [--source F]... [--driver F] [-o DIR] [-- FLAGS]. Throws InputError on a bad option.
ReplayArgs parse_replay_args(const std::vector<std::string>& args);

// Fills sources, driver, compile flags and target from a translation script (unset fields only).
void apply_script(ReplayRequest& request, const std::string& prx);

// The counterexample numbers in DIR (cex-N.xml files), ascending.
std::vector<unsigned> counterexamples_in(const std::filesystem::path& dir);

} // namespace mokert
