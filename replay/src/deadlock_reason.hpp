// The deadlock oracle's reason: the wait-for cycle and every blocked thread, from the runtime's
// `deadlock` lines (mokert_replay.h), shared by the targets.
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

} // namespace mokert
