// schedule-N.xml: the global schedule table (MOKERT §3.3): who runs, and where each switch happens.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace mokert {

struct ScheduleThread {
  int id = 0;                // replay thread id (0-based, dense)
  int pid = 0;               // SPIN pid it stands for
  std::string proctype;
  std::string function;      // C start function
  unsigned creation_index = 0;  // n-th thread created with that start function (0-based)
  bool ended = false;        // its model process ended in the counterexample: it runs to its end;
                             // otherwise it stays parked at its last switch point
};

struct Probe {
  int id = 0;                // probe id as instrumented
  std::string file;          // C file
  unsigned line = 0, col = 0;
  std::string position;      // "after" a statement, or "condition" (after evaluation, before branch)
  std::string c_text;
  std::string macro;         // the piece of a macro expansion at file:line:col (SourceRange::macro)
};

// After the thread's `count`-th pass of `probe`, the thread parks and `next` runs.
struct SwitchPoint {
  unsigned seq = 0;
  int thread = 0;
  int probe = 0;
  unsigned count = 0;        // MOKERT's N_i: 1-based execution count of the probe by the thread
  int next = -1;             // thread released next; -1 at the last step (all run to completion)
  unsigned cex_step = 0;     // step of the counterexample at which the switch happens
};

// The model took branch `expected` of the condition at `probe` on the thread's `count`-th
// evaluation of it (counterexample step `cex_step`); the replay compares the real value there.
struct BranchCheck {
  int thread = 0;
  int probe = 0;             // a probe with position "condition"
  unsigned count = 0;        // 1-based evaluation count of that condition by the thread
  bool expected = true;      // branch the model took
  unsigned cex_step = 0;
};

// A value the model chose for C data (cex-N.xml `<value>`): thread `thread`'s next call of a
// nondeterministic input (`__VERIFIER_nondet_int()`) returns it in the replay, in the order the
// counterexample chose them.
struct ScheduleValue {
  int thread = 0;
  std::string name;          // the C lvalue the model chose it for
  std::string value;
  unsigned cex_step = 0;
};

// Which waiter thread `thread`'s signal woke in the model (cex-N.xml `<wake>`): the replay's
// pthread_cond_signal wakes that one, in the order the thread signalled. woken -1: nobody waited.
struct ScheduleWake {
  int thread = 0;
  int woken = -1;
  unsigned cex_step = 0;
};

// The counterexample's property when the script states it, not the code: an assertion of a
// %P/%A process (a monitor over C globals) or of a never claim (`ltl`). The real program has no
// such check, so the replay evaluates it on the program's globals at the last row (the state
// the model's last C step left): `c_expr` is nonzero when the property fails there.
struct ScheduleProperty {
  std::string where;               // "model.pml:65 (watch)", or "the never claim `sound`"
  std::string promela;             // what the model tested, in order: its guards, then `assert(...)`
  std::string c_expr;              // the same in C over the program's globals; empty: see `why`
  std::vector<std::string> names;  // the identifiers c_expr reads (each must be a C global)
  std::string why;                 // why there is no c_expr (state the program does not have)
};

// What happens after the last switch point (docs/replay.md "Replay semantics").
enum class EndMode {
  Park,     // threads left in the middle of their function stay parked; the last one runs on
  Release,  // invalid end state: every thread is released; all blocked = the deadlock is real
  Cycle,    // liveness: the rows force the prefix, then the cycle k times; reaching the end on the
            // model's branches is the confirmation (the code did not leave the cycle)
};

struct Schedule {
  static constexpr int kVersion = 1;
  unsigned number = 0;
  int first = 0;             // thread that runs first
  std::vector<ScheduleThread> threads;
  std::vector<Probe> probes;
  std::vector<SwitchPoint> switches;
  std::vector<BranchCheck> checks;  // optional: absent in files written before checks existed
  std::vector<ScheduleValue> values;  // optional: forced data, per thread in the model's order
  std::vector<ScheduleWake> wakes;    // optional: the waiter each signal woke, per thread in order
  unsigned last_step = 0;    // counterexample step after which the property should show
  EndMode end = EndMode::Park;
  unsigned cycle_from = 0;   // Cycle: first row (seq) of the forced cycle
  unsigned cycle_repeats = 0;// Cycle: how many times it is forced
  std::optional<ScheduleProperty> property;  // the script's property, when the violation is one
};

void write_schedule(const Schedule& schedule, const std::filesystem::path& path);
Schedule read_schedule(const std::filesystem::path& path);
// The same from text in memory (name: the file it came from, for messages), and to text.
Schedule schedule_from_xml(const std::string& text, const std::string& name);
std::string schedule_to_xml(const Schedule& s);

} // namespace mokert
