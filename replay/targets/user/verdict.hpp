// The user target's verdict from the program's run and the monitor log (MOKERT §3.4).
#pragma once
#include "mokert/counterexample.hpp"
#include "mokert/process.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"
#include "src/monitor_log.hpp"

namespace mokert {

// The property failure the program's output shows (assert, sanitizer, signal, exit code), or "".
std::string failure_in(const ProcessResult& run);

// Why the failure the run shows is not the counterexample's property (another assertion, a
// crash, a failure where a deadlock was claimed), or "" when it is (or nothing failed).
// `violation_at`: FILE:LINE of the counterexample's violating C statement, or empty.
std::string failure_mismatch(PropertyOutcome expected, const std::string& cex_message, const ProcessResult& run,
                             const std::string& violation_at = "");

// `cex` (optional) lets the reason name counterexample steps (the signal a lost wakeup lost).
Verdict user_verdict(const Schedule& schedule, PropertyOutcome expected, const ProcessResult& run,
                     const MonitorLog& log, const Counterexample* cex = nullptr);

// "deadlock: T1 (left #0) holds `a` (f.c:12) and waits for mutex `b` (f.c:13) held by T2 ...":
// the threads of the log's `deadlock` lines, the wait-for cycle first.
std::string deadlock_reason(const Schedule& schedule, const MonitorLog& log, const Counterexample* cex);

} // namespace mokert
