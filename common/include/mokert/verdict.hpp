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

// One thread of a deadlock as the replay's lock bookkeeping saw it (the typed form of the
// reason's wait-for cycle).
struct LockHeld {
  std::string lock;          // e.g. &ma
  std::string at;            // FILE:LINE where it was taken
};
struct LockWait {
  int thread = -1;           // the schedule's thread id
  std::string kind;          // mutex | spinlock | rwlock | cond | join
  std::string lock;          // what it waits for: the lock or condition (empty for join)
  std::string at;            // FILE:LINE where it waits
  int holder = -1;           // the thread holding that lock (or the joined thread), -1 none
  bool in_cycle = false;     // part of the wait-for cycle
  std::vector<LockHeld> holds;
};

struct Verdict {
  static constexpr int kVersion = 1;
  unsigned number = 0;
  VerdictKind kind = VerdictKind::Error;
  std::string target;        // user | kmod | ktree
  std::string reason;        // one line: why this verdict
  unsigned steps_reached = 0, steps_total = 0;
  std::vector<ThreadState> threads;
  std::vector<LockWait> deadlock;  // every blocked thread when the threads deadlocked, cycle first
  std::string evidence;      // the program's output / console excerpt / sanitizer report
  std::string monitor_log;
  double seconds = 0;
};

void write_verdict(const Verdict& verdict, const std::filesystem::path& path);
Verdict read_verdict(const std::filesystem::path& path);
// The same from text in memory (name: the file it came from, for messages), and to text.
Verdict verdict_from_xml(const std::string& text, const std::string& name);
std::string verdict_to_xml(const Verdict& v);

} // namespace mokert
