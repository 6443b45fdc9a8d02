// Reading a replayed SPIN trail (spin -t -p, or pan -r for models with embedded C) into steps.
#pragma once
#include <string>
#include <vector>

#include "mokert/verification.hpp"

namespace mokert {

// One step as SPIN printed it. Keyed on Promela file:line: SPIN's state numbers differ
// between spin -t and pan -r, so they are never used.
struct TrailStep {
  unsigned number = 0;       // SPIN's step number (claim steps use numbers too)
  int pid = 0;               // model pid (never-claim steps are dropped)
  std::string proctype;      // "worker", ":init:"
  std::string file;          // Promela file as printed ("model.pml", "pthread.pml")
  unsigned line = 0;
  std::string statement;     // text between [ ] (empty when SPIN printed none)
  bool cycle_start = false;  // the first step after <<<<<START OF CYCLE>>>>>
};

struct TrailReplay {
  std::vector<TrailStep> steps;
  PropertyOutcome outcome = PropertyOutcome::OtherError;  // the last violation printed; OtherError: none
  std::string message;       // "assertion violated (count==2)", "precondition false: ..."
  unsigned violation_step = 0;  // index (1-based into steps) of the step that fails; 0: after the last
  bool ended = false;        // "trail ends after N steps" was printed: the whole trail was read
  std::string error;         // "trail error", "jumps into" etc.: the trail does not fit the model
};

// Output of `spin -t -p -g -l -k TRAIL model.pml`.
TrailReplay parse_spin_replay(const std::string& text);

// Output of `./pan -r TRAIL` (used for models with c_code / c_expr, which spin -t cannot run).
// claim_names: proctype names of never claims / ltl formulas, whose steps are dropped.
TrailReplay parse_pan_replay(const std::string& text, const std::vector<std::string>& claim_names);

} // namespace mokert
