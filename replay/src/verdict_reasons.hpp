// The oracles' reasons, shared by the targets: a deadlock's wait-for cycle and every blocked
// thread, from the runtime's `deadlock` lines (mokert_replay.h); a livelock's cycle.
#pragma once
#include <string>

#include "mokert/counterexample.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"
#include "src/monitor_log.hpp"

namespace mokert {

// "T1 (left #0)"
std::string replay_thread_name(const Schedule& s, int id);

// "/a/b/f.c:12" -> "f.c:12"
std::string short_where(const std::string& at);

// "deadlock: a wait-for cycle of 2 threads; T1 (left #0) holds `a` (f.c:12) and waits for mutex
// `b` (f.c:13) held by T2 (right #0); ...": the cycle first, then the other blocked threads; a
// condition wait names the signal sent before it with nobody waiting (a lost wakeup). `cex`
// (optional) gives that signal's counterexample step.
std::string deadlock_reason(const Schedule& s, const MonitorLog& log, const Counterexample* cex);

// The same as typed data for verdict-N.xml (the report places it on the lines it names): every
// blocked thread, the cycle's members first and marked.
std::vector<LockWait> deadlock_waits(const MonitorLog& log);

// "thread T1 (w #0) took the false branch of `x > 0` at f.c:9 (evaluation 2, counterexample step
// 14) where the model took the true branch: ...": the first branch check the code failed, or "".
std::string branch_diagnosis(const Schedule& s, const MonitorLog& log);

// "livelock or starvation: the program followed the counterexample's cycle 3 times (f.c:5, ...)".
std::string cycle_reason(const Schedule& s, const Counterexample* cex);

} // namespace mokert
