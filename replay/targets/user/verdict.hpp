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

Verdict user_verdict(const Schedule& schedule, PropertyOutcome expected, const ProcessResult& run,
                     const MonitorLog& log);

} // namespace mokert
