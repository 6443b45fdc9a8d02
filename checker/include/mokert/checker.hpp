// The checker stage: SPIN on DIR/model.pml, typed results, counterexamples mapped to C.
#pragma once
#include <filesystem>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "mokert/counterexample.hpp"
#include "mokert/linemap.hpp"
#include "mokert/trail.hpp"
#include "mokert/verification.hpp"

namespace mokert {

enum class PropertyMode { Safety, Ltl, Acceptance, NonProgress };

struct VerifyOptions {
  std::filesystem::path dir;               // holds model.pml (+ runtime .pml), model.map.xml
  PropertyMode mode = PropertyMode::Safety;
  std::string ltl_name;                    // with Ltl: the formula (pan -N); empty: the only one
  bool all = false;                        // every counterexample (-e -c0)
  bool shortest = false;                   // -i (compiled with -DREACH)
  bool bitstate = false;                   // -DBITSTATE: approximate, never a complete search
  unsigned cores = 1;                      // > 1: -DNCORE=N
  unsigned depth = 0;                      // pan -m; 0: start at 10000 and grow when too small
  unsigned memlim_mb = 1024;               // -DMEMLIM (the largest pan may allocate)
  double timeout_s = 600;                  // per child process
  // From the translation script (Modex %G, %O, %R).
  std::vector<std::pair<std::string, std::string>> search;  // maxdepth, memlim, loops, ...
  std::vector<std::string> cc_flags;       // %O: -D... and extra C files
  std::vector<std::string> run_flags;      // %R
  std::ostream* log = nullptr;             // notes for the user (stderr), may be null
  // The translation script the model came from (empty: unknown): a model line SPIN rejects that
  // was copied from it (%P, %D) is the user's to fix, and named by its script line.
  std::filesystem::path script;
};

struct VerifyReport {
  VerificationResult result;               // also written to DIR/verification.xml
  std::vector<Counterexample> counterexamples;  // also written to DIR/cex-N.xml
  double peak_rss_mb = 0;                  // largest child (spin, cc, pan) resident set
  std::vector<std::string> notes;          // what was retried or adjusted, and why
};

// Runs spin -a, cc and pan in opts.dir, replays every trail, writes verification.xml and
// cex-N.xml. Throws InputError (no model.pml, bad options) or ToolError (spin rejects the
// model, cc fails, pan crashes or times out, a trail does not replay).
VerifyReport verify(const VerifyOptions& opts);

// Replays one trail against DIR's model (already compiled by verify, or compiled now) and
// maps it; throws InputError when the trail is malformed, truncated or from another model.
Counterexample replay_trail(const VerifyOptions& opts, const std::filesystem::path& trail,
                            unsigned number);

// Maps replayed steps through the line map, by Promela line only (both branches of a C `if`
// share a C line). Steps whose file is not the model or whose line has no map entry are
// environment steps. Threads are (pid, creation); at a map entry with `nondet`, the value the
// model chose is recorded on the step. A switch is marked where the running thread changes,
// counting only threads that execute C (environment threads, e.g. init, never mark a switch).
Counterexample build_counterexample(const TrailReplay& replay, const LineMap& map,
                                    const std::string& model_file, unsigned number,
                                    const std::string& trail);

// Gives each blocked process the text of its Promela line, read from dir (where the model is).
void read_blocked_lines(Counterexample& cex, const std::filesystem::path& dir);

// The C interleaving of a counterexample: each C step's thread (proctype, creation), C location,
// branch and forced values, in order. Two counterexamples with the same key give the same
// schedule, so `mokert run --all` replays one of them.
std::string interleaving_key(const Counterexample& cex);

// Whether `end_state` (an invalid end state) is the state where `precondition`'s last step
// failed, seen again: pan -e reports a failed c_code precondition and goes on with that move
// blocked, so a state whose only move failed is reported next as an invalid end state, with the
// same steps up to it. The real program has no such block: it runs the failing statement.
bool blocked_only_by_failed_precondition(const Counterexample& end_state, const Counterexample& precondition);

// Every DIR/cex-N.xml, by N.
std::vector<Counterexample> read_counterexamples(const std::filesystem::path& dir);

// `mokert trace`: one column per thread; json: the same as an object.
std::string format_trace_text(const Counterexample& cex);
std::string format_trace_json(const Counterexample& cex);

} // namespace mokert
