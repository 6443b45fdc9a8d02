#include "targets/user/verdict.hpp"

#include <csignal>
#include <cstring>
#include <sstream>

#include "mokert_replay.h"

namespace mokert {

namespace {

std::string line_with(const std::string& out, const std::string& needle) {
  auto at = out.find(needle);
  if (at == std::string::npos) return "";
  auto b = out.rfind('\n', at);
  b = b == std::string::npos ? 0 : b + 1;
  auto e = out.find('\n', at);
  return out.substr(b, e == std::string::npos ? std::string::npos : e - b);
}

// "prog: f.c:12: main: Assertion `x == 2' failed." -> "assertion `x == 2' failed at f.c:12"
std::string assertion_text(const std::string& line) {
  auto a = line.find("Assertion `");
  auto e = line.rfind("' failed");
  std::string expr = (a != std::string::npos && e != std::string::npos && e > a)
                         ? line.substr(a + 11, e - a - 11) : line;
  std::string where;
  auto c1 = line.find(": ");
  if (c1 != std::string::npos) {
    auto c2 = line.find(": ", c1 + 2);
    if (c2 != std::string::npos) where = line.substr(c1 + 2, c2 - c1 - 2);
  }
  return "assertion `" + expr + "' failed" + (where.empty() ? "" : " at " + where);
}

std::string thread_name(const Schedule& s, int id) {
  if (id < 0 || id >= static_cast<int>(s.threads.size())) return id == -1 ? "an unscheduled thread" : "an unknown thread";
  const auto& t = s.threads[static_cast<size_t>(id)];
  return "T" + std::to_string(id) + " (" + t.function + " #" + std::to_string(t.creation_index) + ")";
}

std::string probe_where(const Schedule& s, int probe) {
  for (const auto& p : s.probes)
    if (p.id == probe) return p.file + ":" + std::to_string(p.line);
  return "";
}

std::string field(const LogThread& t, const std::string& k) {
  auto it = t.state.find(k);
  return it == t.state.end() ? "" : it->second;
}

// Why the replay stopped: the most specific explanation the log supports.
std::string stall_diagnosis(const Schedule& s, const MonitorLog& log) {
  std::string step = "step " + std::to_string(log.steps) + " of " + std::to_string(s.switches.size()) +
                     " switch points reached";
  for (const auto& b : log.blocked) {
    if (b.kind != "mutex") continue;
    std::string holder = b.holder >= 0 ? "parked thread " + thread_name(s, b.holder) : thread_name(s, b.holder);
    if (b.holder >= 0 && b.holder_state != "parked") holder = thread_name(s, b.holder) + " (" + b.holder_state + ")";
    return step + "; thread " + thread_name(s, b.thread) + " blocked on mutex `" + b.name + "` (" + b.at +
           ") held by " + holder + ": the model does not model this lock";
  }
  for (const auto& b : log.blocked)
    if (b.kind == "cond")
      return step + "; thread " + thread_name(s, b.thread) + " waits on condition `" + b.name + "` (" + b.at +
             ") that no running thread signals: the model does not model this wait";
  int w = log.waiting_for;
  if (w >= 0) {
    auto it = log.threads.find(w);
    if (it == log.threads.end() || !it->second.seen)
      return step + "; the schedule releases thread " + thread_name(s, w) +
             " but the program never created it (check the thread mapping and the driver: it must "
             "pthread_create " + s.threads[static_cast<size_t>(w)].function + " that many times)";
    std::string state = field(it->second, "state");
    std::string linux_state = field(it->second, "linux");
    return step + "; thread " + thread_name(s, w) + " holds the turn but did not reach its next switch point (state " +
           state + ", /proc state " + linux_state + ", wchan " + field(it->second, "wchan") +
           "): it takes a path the model does not";
  }
  return step;
}

// The first condition where the code left the model's path: the reason a replay that reached
// its end found nothing, or did not reach it.
std::string branch_diagnosis(const Schedule& s, const MonitorLog& log) {
  if (log.branches.empty()) return "";
  const LogBranch& b = log.branches.front();
  std::string text, where = b.at;
  for (const auto& p : s.probes)
    if (p.id == b.probe) {
      text = p.c_text;
      where = p.file + ":" + std::to_string(p.line);
    }
  auto name = [](bool v) { return std::string(v ? "true" : "false"); };
  return "thread " + thread_name(s, b.thread) + " took the " + name(b.code) + " branch of `" + text + "` at " +
         where + " (evaluation " + std::to_string(b.count) + ", counterexample step " +
         std::to_string(b.cex_step) + ") where the model took the " + name(b.model) +
         " branch: the branch diverged, the model's guard is more abstract than the data";
}

} // namespace

std::string failure_in(const ProcessResult& run) {
  const std::string& out = run.out;
  if (auto l = line_with(out, "Assertion `"); !l.empty()) return assertion_text(l);
  if (auto l = line_with(out, "WARNING: ThreadSanitizer:"); !l.empty()) return "ThreadSanitizer: " + l.substr(l.find(':') + 2);
  if (auto l = line_with(out, "ERROR: AddressSanitizer:"); !l.empty()) return "AddressSanitizer: " + l.substr(l.find(':') + 2);
  if (run.signalled) return std::string("the program was killed by signal ") + std::to_string(run.signal) + " (" +
                            strsignal(run.signal) + ")";
  if (!run.timed_out && run.exit_code != 0 && run.exit_code != MOKERT_EXIT_STALLED)
    return "the program's check failed (exit code " + std::to_string(run.exit_code) + ")";
  return "";
}

Verdict user_verdict(const Schedule& s, PropertyOutcome expected, const ProcessResult& run, const MonitorLog& log) {
  Verdict v;
  v.number = s.number;
  v.target = "user";
  v.steps_total = static_cast<unsigned>(s.switches.size());
  v.steps_reached = static_cast<unsigned>(log.steps);
  v.seconds = run.seconds;
  v.evidence = run.out;
  v.monitor_log = log.text;
  for (size_t i = 0; i < s.threads.size(); ++i) {
    ThreadState ts;
    ts.thread = static_cast<int>(i);
    ts.function = s.threads[i].function + " #" + std::to_string(s.threads[i].creation_index);
    auto it = log.threads.find(static_cast<int>(i));
    if (it != log.threads.end() && !it->second.state.empty()) {
      ts.state = field(it->second, "state");
      int probe = -1;
      try { probe = std::stoi(field(it->second, "probe")); } catch (...) {}
      ts.last_probe = probe_where(s, probe);
      ts.detail = "linux=" + field(it->second, "linux") + " wchan=" + field(it->second, "wchan") +
                  " syscall=" + field(it->second, "syscall");
    } else {
      ts.state = it == log.threads.end() || !it->second.seen ? "unborn" : (it->second.exited ? "done" : "running");
    }
    for (const auto& b : log.blocked)
      if (b.thread == ts.thread) ts.detail += " blocked on " + b.kind + " `" + b.name + "` at " + b.at;
    v.threads.push_back(ts);
  }

  std::string failure = failure_in(run);
  bool reached = log.free_run;
  if (!log.started) {
    v.kind = VerdictKind::Error;
    v.reason = "the replay runtime did not start (no monitor log); " +
               (failure.empty() ? std::string("check the program's output") : failure);
  } else if (log.stalled || (!reached && run.timed_out)) {
    v.kind = VerdictKind::Stalled;
    v.reason = log.stalled ? stall_diagnosis(s, log)
                           : "the program did not reach step " + std::to_string(log.steps + 1) + " of " +
                                 std::to_string(s.switches.size()) + " before the deadline (" +
                                 std::to_string(static_cast<int>(run.seconds)) + " s) and the monitor did not report";
  } else if (!reached) {
    v.kind = VerdictKind::Stalled;
    v.reason = "the program ended after " + std::to_string(log.steps) + " of " + std::to_string(s.switches.size()) +
               " switch points" + (failure.empty() ? "" : " (" + failure + ")") + "; " + stall_diagnosis(s, log);
    if (!log.unknown.empty()) v.reason += "; it created threads the schedule does not name: " + log.unknown.front();
  } else if (run.timed_out) {
    if (expected == PropertyOutcome::InvalidEndState) {
      v.kind = VerdictKind::Confirmed;
      v.reason = "the last step was reached and the program then hung until the deadline: the deadlock is real";
    } else {
      v.kind = VerdictKind::NotReproduced;
      v.reason = "the last step was reached, no property failed, and the program did not end before the deadline";
    }
  } else if (!failure.empty()) {
    v.kind = VerdictKind::Confirmed;
    v.reason = failure;
  } else {
    v.kind = VerdictKind::NotReproduced;
    v.reason = "the last step was reached and no property failed: a false alarm (the model is more abstract "
               "than the code)";
    for (const auto& [thread, row] : log.diverged) {
      if (row < 0 || row >= static_cast<int>(s.switches.size())) continue;
      v.reason += "; thread " + thread_name(s, thread) + " ended without passing its switch point at " +
                  probe_where(s, s.switches[static_cast<size_t>(row)].probe) +
                  ": on the real data it takes a branch the model takes only because of its abstraction";
      break;
    }
  }
  // Where the code first left the model's path explains a replay that found nothing or stopped.
  if (v.kind == VerdictKind::NotReproduced || v.kind == VerdictKind::Stalled)
    if (auto why = branch_diagnosis(s, log); !why.empty()) v.reason += "; " + why;
  return v;
}

} // namespace mokert
