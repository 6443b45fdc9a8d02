// Errors that reach the user: each names where it happened and what to do.
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>

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

// User input quoted in a message: at most one line and max characters of it ("..." marks a
// cut), bytes that are not printable ASCII shown as \xNN, so binary garbage or a 1 MB line
// never floods the terminal.
std::string printable_excerpt(std::string_view text, size_t max = 80);

// A whole message made safe for the terminal: bytes that are not printable ASCII (other than
// newlines) as \xNN, each line cut after max_line characters, the whole after max_lines lines.
std::string printable_message(std::string_view text, size_t max_line = 400, size_t max_lines = 120);

} // namespace mokert
