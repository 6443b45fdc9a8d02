// cex-N.xml: one counterexample, every step as a thread and a C statement.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "mokert/linemap.hpp"
#include "mokert/verification.hpp"

namespace mokert {

// A thread is a SPIN process by (pid, proctype, creation): SPIN gives an ended process's pid to
// the next `run`, which may start another proctype; creation tells the two apart.
struct CexThread {
  int pid = 0;               // SPIN pid
  std::string proctype;
  std::string function;      // C function the proctype was extracted from (empty for env)
  bool environment = false;  // init or script-provided (%P) process
  unsigned creation = 0;     // the n-th `run` of the model that started it; 0: init and active processes
  bool terminated = false;   // SPIN removed the process in the counterexample: it ran to its end
};

// A process the model started with `run`, in the order SPIN started them: the true creation
// order, also of threads that never took a step (created, then never run by the counterexample).
struct CexStart {
  int pid = 0;
  std::string proctype;
  std::string function;      // C start function the proctype was extracted from; empty: not from C
  unsigned creation = 0;     // the n-th `run` (CexThread::creation)
  unsigned step = 0;         // index of the step whose `run` created it; 0: none (before the first)
};

// A value the model chose at a step for C data (a nondeterministic input, a guard the script
// abstracted into a choice): the replay gives it to the real program at that step.
struct ForcedValue {
  std::string name;          // the C lvalue (or call) the map entry's `nondet` names
  std::string value;         // as SPIN printed it ("3", "-1")
};

// A forced value as a person reads it: how a condition wait ended, in words ("spurious
// wake-up", "timed out"; promela-runtime/pthread.pml's mokert_spurious and mokert_timedout),
// empty for a wait a signal ended (nothing to say), else "name := value".
std::string describe(const ForcedValue& v);

// Which waiter a condition-variable signal woke: the model chooses one of the threads waiting
// (promela-runtime/pthread.pml scans their bits); the replay wakes the same one.
struct CexWake {
  int pid = -1;              // SPIN pid of the woken waiter; -1: nobody was waiting (the signal is lost)
  unsigned creation = 0;     // with pid, the thread (CexThread::creation)
};

struct CexStep {
  unsigned index = 0;        // 1-based step number
  int pid = 0;
  std::string proctype;
  unsigned creation = 0;     // with pid and proctype, the thread (CexThread::creation)
  std::string pml_file;
  unsigned pml_line = 0;
  std::string statement;     // Promela statement text as SPIN printed it
  bool environment = false;  // step did not come from C (init, %P code, runtime model)
  std::optional<MapEntry> c; // the C it came from, when it came from C
  bool switch_before = false;// the running thread changed at this step
  bool cycle_start = false;  // first step of the cycle of a lasso
  std::vector<ForcedValue> values;  // what the model chose for C data at this step
  std::optional<CexWake> wake;      // at a pthread_cond_signal step: the waiter the model woke
};

// Where a process of an invalid end state stands, at a statement that is no valid end: where the
// model blocks. The replay's "no deadlock" says where the model waits and the code does not.
struct CexBlocked {
  int pid = 0;
  std::string proctype;
  unsigned creation = 0;     // with pid, the thread (CexThread::creation)
  std::string pml_file;
  unsigned pml_line = 0;
  std::optional<MapEntry> c; // the C statement at that line, or the one the thread was in (a
                             // runtime model's wait inside the C call); none: not from C
  std::string promela;       // the text of that Promela line, trimmed
};

struct Counterexample {
  static constexpr int kVersion = 3;  // 2: thread creation index, forced values; 3: starts (and the optional blocked list)
  unsigned number = 0;
  std::string trail;
  PropertyOutcome outcome = PropertyOutcome::OtherError;
  std::string message;
  std::vector<CexThread> threads;
  std::vector<CexStart> starts;  // every `run` in order; empty when the model runs none
  std::vector<CexStep> steps;
  unsigned violation_step = 0;  // index of the step where the property fails (0: end)
  unsigned cycle_start = 0;     // index of the first cycle step, 0 when no lasso
  std::vector<CexBlocked> blocked;  // invalid end state: the processes not at a valid end
};

void write_counterexample(const Counterexample& cex, const std::filesystem::path& path);
Counterexample read_counterexample(const std::filesystem::path& path);
// The same from text in memory (name: the file it came from, for messages), and to text.
Counterexample counterexample_from_xml(const std::string& text, const std::string& name);
std::string counterexample_to_xml(const Counterexample& cex);

} // namespace mokert
