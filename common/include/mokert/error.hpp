// Errors that reach the user: each names where it happened and what to do.
#pragma once
#include <stdexcept>
#include <string>

namespace mokert {

// Exit codes shared by every command (DESIGN.md "Command line").
enum ExitCode : int { kExitOk = 0, kExitBug = 1, kExitUsage = 2, kExitTool = 3 };

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
