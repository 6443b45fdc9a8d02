// The runtime monitor's log (mokert_replay.h "Log lines"), parsed for the verdict.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace mokert {

struct LogThread {
  bool seen = false;                 // a `thread` line: the program created it
  bool exited = false;
  std::map<std::string, std::string> state;  // fields of its `tstate` line, if any
};

struct LogBlocked {
  int thread = -1, holder = -2;
  int seq = -1;                      // `skip` lines: the row passed over
  std::string kind, name, at, holder_state;  // kind: mutex | rwlock | spinlock | cond | sem | join
};

// A `branch` line: the code took another branch of a condition than the model.
struct LogBranch {
  int thread = -1, probe = -1, count = 0, cex_step = 0;
  std::string at;                    // FILE:LINE
  bool model = true, code = false;   // branch the model took, branch the code took
};

// A `deadlock` line: one blocked thread of a deadlock (every remaining thread blocked).
struct LogDeadlock {
  int thread = -1, holder = -1;      // holder: of the mutex, or the joined thread; -1 none
  std::string kind, name, at;        // kind: mutex | rwlock | spinlock | cond | sem | join
  std::vector<std::string> holds;    // NAME@FILE:LINE of each mutex it holds
};

// A `signal` line: a condition variable was signalled with `waiters` threads waiting.
struct LogSignal {
  int thread = -1, waiters = 0;
  std::string name, at;
};

struct MonitorLog {
  bool started = false, free_run = false, stalled = false, ended = false;
  int switches = 0;                  // from `start`
  int steps = 0;                     // `step` lines: switch points reached
  int stalled_seq = -1, waiting_for = -1;
  std::map<int, LogThread> threads;
  std::vector<LogBlocked> blocked;
  // `skip` lines: a row whose thread was blocked joining a thread the schedule parks was
  // passed over (the model passes there); the rest of the schedule went on without it.
  std::vector<LogBlocked> skipped;
  std::vector<std::string> unknown;  // `unknown fn=F index=K`
  std::vector<std::string> held;     // `held fn=F index=K`: beyond the model's threads, held before their start
  std::vector<std::pair<int, int>> diverged;  // (thread, row): ended before its last switch point
  std::vector<LogBranch> branches;   // in the order the program took them
  bool settled = false, hung = false;  // after the last row: decided, or nothing decided in time
  int settled_thread = -1;
  std::string settled_state;         // done | blocked
  std::vector<LogDeadlock> deadlock; // empty: no deadlock reported
  std::vector<LogSignal> signals;
  // `spurious`: a condition wait returned with no signal, as the model's spurious wake-up
  // (a LogSignal of the waiter: its thread, cond and place).
  std::vector<LogSignal> spurious;
  std::vector<std::string> reach_errors;  // `reach-error at=`: where SV-COMP's error was called
  // `property`: the script's property tested at the last row: failed | held | unchecked; empty:
  // not tested (no such property, or the last row was never reached).
  std::string property;
  int forced = 0, unforced = 0;      // nondeterministic inputs given the model's value, or not
  std::string text;                  // only the MOKERT lines
};

MonitorLog parse_monitor_log(const std::string& text);

} // namespace mokert
