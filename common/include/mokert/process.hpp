// Child processes: always through Boost.Process, always with a deadline, always reaped.
#pragma once
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace mokert {

struct ProcessResult {
  int exit_code = -1;      // valid when !timed_out && !signalled
  bool timed_out = false;  // the deadline passed; the process group was killed
  bool signalled = false;  // ended by a signal (crash, abort)
  int signal = 0;
  std::string out;         // stdout and stderr, interleaved as the child wrote them
  double seconds = 0;      // wall time
};

struct ProcessOptions {
  std::filesystem::path cwd;                      // empty: current folder
  std::chrono::milliseconds deadline{60'000};
  std::vector<std::pair<std::string, std::string>> env;  // added to the environment
  std::optional<std::string> stdin_text;
  // Called with each chunk of output as it arrives (progress display); may be empty.
  void (*on_output)(const std::string& chunk, void* user) = nullptr;
  void* user = nullptr;
};

// Runs program (looked up on PATH when it has no slash; a relative path with a slash is taken
// relative to options.cwd when that is set) with args. Throws ToolError
// when the program cannot be found, naming it and saying to run scripts/bootstrap.
ProcessResult run_process(const std::string& program, const std::vector<std::string>& args,
                          const ProcessOptions& options = {});

// The absolute path of a program on PATH, or empty.
std::filesystem::path find_program(const std::string& program);

// Every child runs in a process group of its own, and no group outlives its run_process call:
// when the child ends, what it left in its group is killed too. end_children_on_signal installs
// handlers for SIGINT, SIGTERM and SIGHUP that kill every running child's group, remove
// run_process's temporary files, and then end this process by the same signal. mokert's main
// calls it first thing.
void end_children_on_signal();

// Kills (SIGKILL) every child process group run_process has running. Async-signal-safe.
void kill_running_children() noexcept;

} // namespace mokert
