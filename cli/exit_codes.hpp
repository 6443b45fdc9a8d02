// The one exit-code table of every command (README "Exit codes", common/error.hpp).
#pragma once
#include <vector>

#include "mokert/error.hpp"
#include "mokert/verdict.hpp"

namespace mokert::cli {

// Exit code of `run` and `replay` from the verdicts of the counterexamples replayed (an
// exception while replaying one counts as Error). With no counterexample, a complete search
// is a proof (0) and an incomplete one is not (3).
inline int exit_code_for(const std::vector<VerdictKind>& verdicts, bool search_complete = true) {
  if (verdicts.empty()) return search_complete ? kExitOk : kExitTool;
  bool error = false;
  for (VerdictKind v : verdicts) {
    if (v == VerdictKind::Confirmed) return kExitBug;
    error |= v == VerdictKind::Error;
  }
  // A replay that failed may have hidden a real bug: never call that "false alarms".
  return error ? kExitTool : kExitFalseAlarm;
}

// The table as `--help` prints it.
inline const char* exit_code_help() {
  return "exit codes: 0 proved (complete search, no error); 1 a CONFIRMED bug (verify: a property\n"
         "violated); 2 usage or input error; 3 tool failure or an incomplete search; 4 counterexamples\n"
         "found, none reproduced (false alarms: refine the model)\n";
}

} // namespace mokert::cli
