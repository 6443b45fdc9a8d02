// verdict-N.xml: the outcome of replaying one counterexample on the real code (MOKERT §3.4).
#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace mokert {

enum class VerdictKind { Confirmed, NotReproduced, Stalled, Error };
const char* to_string(VerdictKind kind);
VerdictKind verdict_kind_from_string(const std::string& text);

struct ThreadState {
  int thread = 0;
  std::string function;
  std::string state;         // "parked", "running", "blocked", "done", kernel task state
  std::string last_probe;    // file:line of its last probe
  std::string detail;        // stack, or what it is blocked on
};

struct Verdict {
  static constexpr int kVersion = 1;
  unsigned number = 0;
  VerdictKind kind = VerdictKind::Error;
  std::string target;        // user | kmod | ktree
  std::string reason;        // one line: why this verdict
  unsigned steps_reached = 0, steps_total = 0;
  std::vector<ThreadState> threads;
  std::string evidence;      // the program's output / console excerpt / sanitizer report
  std::string monitor_log;
  double seconds = 0;
};

void write_verdict(const Verdict& verdict, const std::filesystem::path& path);
Verdict read_verdict(const std::filesystem::path& path);

} // namespace mokert
