// Instrumenter: one C file -> its probe-instrumented copy (Clang Rewriter, placed by AST node).
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "mokert/schedule.hpp"

namespace mokert {

// A statement whose value the model chooses (map entry with `nondet`, from a script rule): after
// it, the replay gives `lvalue` the model's value (mokert_forced_or).
struct ForcePoint {
  std::string file;
  unsigned line = 0, col = 0;
  std::string lvalue;
};

// Rewrites `source` with the probes of `probes` that belong to it (file match), wraps
// pthread_create and pthread_mutex_*/pthread_cond_wait calls, and returns the new text.
// Throws InputError when the C does not parse or a probe's file:line:col is no statement.
// `placed` gets the ids of the probes put in.
std::string instrument_file(const std::filesystem::path& source, const std::vector<Probe>& probes,
                            const std::vector<std::string>& compile_flags, std::vector<int>& placed,
                            const std::vector<ForcePoint>& forces = {});

} // namespace mokert
