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
  // The n-th `run` of the model that created this process ("Starting P with pid N" lines of
  // spin -t); 0 for init and active processes. SPIN gives an ended process's pid to the next
  // `run`, so (pid, proctype, creation) is the thread, never the pid alone.
  unsigned creation = 0;
  // Variables the step assigned, as spin -t -g -l prints them after it: {"x", "3"} for a
  // global, {"t1(2):y", "0"} for a local of process 2.
  std::vector<std::pair<std::string, std::string>> assigned;
};

// A process the trail started ("Starting P with pid N", printed in the order SPIN ran the `run`s).
// A process that never takes a step has no TrailStep, but it exists: in C, a thread created
// and not yet run. The order of these is the true creation order.
struct TrailStart {
  int pid = 0;               // as the steps number it
  std::string proctype;
  unsigned creation = 0;     // the n-th `run` of the model (TrailStep::creation), 1-based
  unsigned step = 0;         // index (1-based into steps) of the step whose `run` created it; 0: none kept
};

// Where a process stands when the trail ends (the list spin -t prints after "#processes"): for an
// invalid end state, where the model blocks.
struct TrailFinal {
  int pid = 0;
  std::string proctype;
  unsigned creation = 0;
  std::string file;
  unsigned line = 0;
  bool valid_end = false;    // "<valid end state>": the process may stop there
};

struct TrailReplay {
  std::vector<TrailStep> steps;
  std::vector<TrailStart> starts;  // every `run`, in order
  // (pid, creation) of every process SPIN removed ("proc 2 terminates"): it ran to its end. A
  // script's own proctype has no mokert_thread_exit() step to say so.
  std::vector<std::pair<int, unsigned>> terminated;
  PropertyOutcome outcome = PropertyOutcome::OtherError;  // the last violation printed; OtherError: none
  std::string message;       // "assertion violated (count==2)", "precondition false: ..."
  unsigned violation_step = 0;  // index (1-based into steps) of the step that fails; 0: after the last
  unsigned violation_depth = 0; // pan's "(at depth N)": the SPIN step number of the failing step
  std::vector<TrailFinal> finals;  // spin -t only; name_pan_steps copies spin's to pan's
  bool ended = false;        // "trail ends after N steps" was printed: the whole trail was read
  std::string error;         // "trail error", "jumps into" etc.: the trail does not fit the model
};

// Output of `spin -t -p -g -l -k TRAIL model.pml` (-g -l: the values assigned, see TrailStep).
TrailReplay parse_spin_replay(const std::string& text);

// Output of `./pan -r TRAIL` (used for models with c_code / c_expr, which spin -t cannot run).
// claim_names: proctype names of never claims / ltl formulas, whose steps are dropped.
TrailReplay parse_pan_replay(const std::string& text, const std::vector<std::string>& claim_names);

// pan -r (the replay that runs embedded C) names every line as a line of the main model file
// and gives an `else` guard the line of its `if`'s first option; it also prints no process
// creations or values. spin -t follows the same trail: its steps with the same step number,
// paired in order, give each pan step its Promela file and line, its creation index, the
// values assigned, and its pid as spin -t numbers it (pan -r counts a never claim as pid 0); and
// spin -t's process starts, each at the pan step paired with the spin step that created it.
// Steps whose number has a different count of steps in the two keep pan's
// file and line when no spin step of that number has the same line.
// pan -r prints no step for a failing assertion (nor for the statements of its atomic sequence
// before it), only "assertion violated ... (at depth N)": spin -t's steps after pan's last are
// added, the last as the violating step, so that the thread that fails is the one that moves last.
void name_pan_steps(TrailReplay& pan, const TrailReplay& spin);

} // namespace mokert
