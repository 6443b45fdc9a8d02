// Errors that reach the user: each names where it happened and what to do.
#pragma once
#include <stdexcept>
#include <string>

namespace mokert {

// Exit codes shared by every command (DESIGN.md "Command line", README "Exit codes"):
// 0 proved (complete search, no error); 1 a CONFIRMED bug (verify: a property violated);
// 2 usage or input error; 3 tool failure or an incomplete search; 4 counterexamples found,
// none reproduced (false alarms: the model needs refining).
enum ExitCode : int { kExitOk = 0, kExitBug = 1, kExitUsage = 2, kExitTool = 3, kExitFalseAlarm = 4 };

// A problem with the user's input (script, C source, work folder): exit code 2.
class InputError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// A tool we drive (spin, cc, pan, qemu) failed: exit code 3.
class ToolError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// "file:line: message" — the one format every located message uses.
std::string located(const std::string& file, unsigned line, const std::string& message);

} // namespace mokert
