// Reading what SPIN's generated verifier (pan) prints after a search.
#pragma once
#include <string>
#include <vector>

#include "mokert/verification.hpp"

namespace mokert {

// One error pan reported ("pan:N: <message> (at depth D)").
struct PanError {
  unsigned number = 0;
  PropertyOutcome outcome = PropertyOutcome::OtherError;
  std::string message;       // "assertion violated (count==2)", "invalid end state", ...
  unsigned depth = 0;
};

struct PanOutput {
  std::vector<PanError> errors;   // in the order pan found them (= trail order with -e)
  unsigned errors_total = 0;      // pan's "errors: N" (0 when the summary is missing)
  bool summary_seen = false;      // the "State-vector ..." summary was printed
  unsigned long long states_stored = 0, states_matched = 0, transitions = 0;
  unsigned depth = 0;
  double memory_mb = 0;           // "total actual memory usage"
  double seconds = 0;             // "pan: elapsed time"
  bool depth_too_small = false;   // "max search depth too small": the depth limit cut the search
  bool memlim_hit = false;        // "reached -DMEMLIM bound" / "out of memory"
  bool hash_hint = false;         // "hint: increase hashtable-size"
  bool bitstate = false;          // bitstate (supertrace) search: never exhaustive
  bool not_completed = false;     // "Warning: Search not completed"
  std::string memlim_text;        // pan's lines about the memory bound, for the message
};

// Parses pan's stdout+stderr; never throws (missing parts stay at their defaults).
PanOutput parse_pan_output(const std::string& text);

// Classifies pan's error text ("assertion violated ...", "acceptance cycle", ...).
PropertyOutcome classify_pan_error(const std::string& message);

} // namespace mokert
