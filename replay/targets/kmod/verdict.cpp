// The kmod verdict from the serial console: monitor lines, the driver's check lines and the
// kernel's own reports (BUG/oops/WARN/KASAN/lockdep/slab poison).
#include <algorithm>
#include <sstream>

#include "targets/kmod/module.hpp"
#include "src/verdict_reasons.hpp"
#include "src/monitor_log.hpp"

namespace mokert::kmod {

namespace {

std::string field(const LogThread& t, const std::string& k) {
  auto it = t.state.find(k);
  return it == t.state.end() ? "" : it->second;
}

std::string probe_where(const Schedule& s, const std::string& probe) {
  for (const auto& p : s.probes)
    if (std::to_string(p.id) == probe) return p.file + ":" + std::to_string(p.line);
  return "";
}

// What failed in the kernel, and of which kind: the counterexample's property decides which
// kinds confirm it (docs/kernel.md "Verdicts").
enum class FailureKind {
  Driver,   // the driver's check (MOKERT_CHECK): the test's own property
  Misuse,   // the kernel runtime's lock checks (MOKERT-MISUSE)
  Memory,   // KASAN, oops, page fault, slab poison, list corruption, UBSAN
  Check,    // kernel BUG at / WARNING: a BUG_ON or WARN_ON, the code's or the kernel's own
  Context,  // sleeping in atomic context, scheduling while atomic
  Lock,     // lockdep's cycles, soft lockups, hung tasks: a deadlock or a livelock
  Panic,    // a panic: the consequence of the report before it
};

struct Failure {
  std::string text;
  FailureKind kind;
};

FailureKind report_kind(const std::string& r) {
  auto has = [&](const char* w) { return r.find(w) != std::string::npos; };
  if (has("Kernel panic")) return FailureKind::Panic;
  if (has("locking") || has("lockup") || has("blocked for more than") || has("BUG: spinlock recursion"))
    return FailureKind::Lock;
  if (has("BUG: spinlock") || has("BUG: rwlock")) return FailureKind::Misuse;  // bad magic, wrong owner
  if (has("invalid context") || has("while atomic")) return FailureKind::Context;
  if (has("kernel BUG at") || has("WARNING: CPU:")) return FailureKind::Check;
  return FailureKind::Memory;
}

std::vector<Failure> check_failures(const std::string& console) {
  std::vector<Failure> out;
  std::istringstream in(console);
  std::string l;
  while (std::getline(in, l)) {
    auto at = l.find("MOKERT-CHECK failed: ");
    if (at != std::string::npos) out.push_back({"driver check failed: " + l.substr(at + 21), FailureKind::Driver});
    at = l.find("MOKERT-MISUSE ");
    if (at != std::string::npos) out.push_back({"lock misuse: " + l.substr(at + 14), FailureKind::Misuse});
  }
  return out;
}

// Whether a failure of this kind is the counterexample's property failing. A deadlock is shown
// by lock reports (or the runtime's own deadlock lines, decided before); a memory property by a
// memory report or a check on the way (the kernel's debug checks BUG or WARN); an assertion by
// any report of the code's state, never by a lockup. A failure of another kind is a bug too, but
// not this counterexample's.
bool confirms(const Counterexample* cex, FailureKind k) {
  if (!cex) return k != FailureKind::Panic;
  switch (cex->outcome) {
  case PropertyOutcome::InvalidEndState:
  case PropertyOutcome::AcceptanceCycle:
  case PropertyOutcome::NonProgressCycle:
    return k == FailureKind::Lock;
  case PropertyOutcome::PreconditionFalse:
    return k == FailureKind::Driver || k == FailureKind::Memory || k == FailureKind::Check;
  case PropertyOutcome::AssertionViolated:
    return k != FailureKind::Lock && k != FailureKind::Panic;
  default:
    return k != FailureKind::Panic;
  }
}

std::string property_name(const Counterexample& cex) {
  switch (cex.outcome) {
  case PropertyOutcome::InvalidEndState: return "a deadlock (invalid end state)";
  case PropertyOutcome::AcceptanceCycle: return "an acceptance cycle";
  case PropertyOutcome::NonProgressCycle: return "a non-progress cycle";
  case PropertyOutcome::PreconditionFalse: return "a memory error (" + cex.message + ")";
  default: return "`" + cex.message + "`";
  }
}

// `MOKERT blocked id=I spinlock=NAME at=… holder=H holder-state=S` (or rwlock=NAME): the kernel
// runtime's lock variants of the protocol's mutex line (monitor_log.cpp knows mutex and cond only).
std::vector<LogBlocked> blocked_on_locks(const MonitorLog& log) {
  std::vector<LogBlocked> out;
  for (const auto& b : log.blocked)
    if (b.kind == "mutex") out.push_back(b);
  std::istringstream in(log.text);
  std::string l;
  while (std::getline(in, l)) {
    if (l.find("MOKERT blocked ") == std::string::npos ||
        (l.find(" spinlock=") == std::string::npos && l.find(" rwlock=") == std::string::npos))
      continue;
    std::istringstream words(l);
    std::string w;
    LogBlocked b;
    b.kind = "spinlock";
    while (words >> w) {
      auto eq = w.find('=');
      if (eq == std::string::npos) continue;
      std::string k = w.substr(0, eq), v = w.substr(eq + 1);
      try {
        if (k == "id") b.thread = std::stoi(v);
        else if (k == "holder") b.holder = std::stoi(v);
      } catch (...) {
      }
      if (k == "spinlock" || k == "rwlock") {
        b.kind = k;
        b.name = v;
      }
      else if (k == "at") b.at = v;
      else if (k == "holder-state") b.holder_state = v;
    }
    out.push_back(b);
  }
  return out;
}

std::string stall_reason(const Schedule& s, const MonitorLog& log) {
  std::string r = "the replay stalled after " + std::to_string(log.steps) + " of " +
                  std::to_string(s.switches.size()) + " switch points";
  for (const auto& b : blocked_on_locks(log)) {
    std::string holder = replay_thread_name(s, b.holder);
    return r + "; " + replay_thread_name(s, b.thread) + " is blocked on " + b.kind + " `" + b.name + "` (" + b.at +
           ") held by " + (b.holder_state == "parked" || b.holder_state == "parked-spinning" ? "the parked thread " : "") +
           holder + " (" + b.holder_state + "): the model does not model this lock";
  }
  int w = log.waiting_for;
  if (w >= 0) {
    auto it = log.threads.find(w);
    if (it == log.threads.end() || !it->second.seen)
      return r + "; the schedule releases " + replay_thread_name(s, w) +
             " but the driver never started it (kthread_run of " + s.threads[static_cast<std::size_t>(w)].function +
             " or a thread of that name)";
    return r + "; " + replay_thread_name(s, w) + " holds the turn but did not reach its next switch point (state " +
           field(it->second, "state") + ", task state " + field(it->second, "linux") + ", wchan " +
           field(it->second, "wchan") + ")";
  }
  return r;
}

// Kernel reports the replay runtime caused itself: their call trace shows a replay thread parked
// in the runtime (mk_wait_turn) where the kernel forbids sleeping. They say nothing about the code
// under test, so they confirm nothing. One flag per report, in the console's order.
std::vector<bool> runtime_made(const std::string& console, const std::vector<std::string>& reports) {
  std::vector<bool> out;
  std::size_t from = 0;
  for (const auto& r : reports) {
    const std::size_t at = console.find(r, from);
    if (at == std::string::npos) {
      out.push_back(false);
      continue;
    }
    from = at + r.size();
    std::size_t end = console.find("---[ end trace", from);
    const std::size_t limit = std::min(console.size(), from + 8192);
    if (end == std::string::npos || end > limit) end = limit;
    out.push_back(console.substr(from, end - from).find("mk_wait_turn") != std::string::npos);
  }
  return out;
}

} // namespace

Verdict kmod_verdict(const Schedule& s, const VmResult& vm, const Counterexample* cex) {
  Verdict v;
  v.number = s.number;
  v.target = "kmod";
  v.steps_total = static_cast<unsigned>(s.switches.size());
  v.seconds = vm.seconds;
  MonitorLog log = parse_monitor_log(vm.console);
  v.steps_reached = static_cast<unsigned>(log.steps);
  v.monitor_log = log.text;
  v.evidence = console_excerpt(vm.console);
  for (std::size_t i = 0; i < s.threads.size(); ++i) {
    ThreadState ts;
    ts.thread = static_cast<int>(i);
    ts.function = s.threads[i].function + " #" + std::to_string(s.threads[i].creation_index);
    auto it = log.threads.find(ts.thread);
    if (it != log.threads.end() && !it->second.state.empty()) {
      ts.state = field(it->second, "state");
      ts.last_probe = probe_where(s, field(it->second, "probe"));
      ts.detail = "task-state=" + field(it->second, "linux") + " wchan=" + field(it->second, "wchan") +
                  " cpu=" + field(it->second, "cpu");
    } else {
      ts.state = it == log.threads.end() || !it->second.seen ? "unborn"
                     : (it->second.exited ? "done" : "running");
    }
    for (const auto& b : blocked_on_locks(log))
      if (b.thread == ts.thread) ts.detail += " blocked on " + b.kind + " `" + b.name + "` at " + b.at;
    v.threads.push_back(ts);
  }

  // Every failure, and those that are the counterexample's property failing.
  std::vector<Failure> failures = check_failures(vm.console);
  const std::vector<bool> made = runtime_made(vm.console, vm.reports);
  std::vector<std::string> artefacts;
  for (std::size_t i = 0; i < vm.reports.size(); ++i)
    if (made[i]) artefacts.push_back(vm.reports[i]);
    else failures.push_back({"kernel: " + vm.reports[i], report_kind(vm.reports[i])});
  std::vector<std::string> violations, others;
  for (const auto& f : failures)
    if (f.kind != FailureKind::Panic || failures.size() == 1)
      (confirms(cex, f.kind) ? violations : others).push_back(f.text);
  // A failure of another kind than the property: a bug, but not this counterexample's.
  auto other_failure = [&](const std::string& what) {
    v.kind = VerdictKind::Error;
    v.reason = what + ", and no failure of the counterexample's property (" + property_name(*cex) +
               "), but the kernel failed otherwise: " + others.front() +
               "; a bug of its own, not a confirmation of this counterexample (console: " +
               vm.console_path.string() + ")";
  };

  switch (vm.outcome) {
  case VmOutcome::BootFailed:
    v.kind = VerdictKind::Error;
    v.reason = "the kernel did not boot (" + (find_kernel_reports(vm.console).empty() ? std::string("no init ran")
                                              : find_kernel_reports(vm.console).front()) +
               "); console: " + vm.console_path.string();
    return v;
  case VmOutcome::InsmodFailed:
    v.kind = VerdictKind::Error;
    v.reason = "the replay module did not load: " + vm.insmod_error;
    return v;
  case VmOutcome::TimedOut:
    if (vm.timeout_phase == "boot") {
      v.kind = VerdictKind::Error;
      v.reason = "the kernel did not boot before the deadline (" + std::to_string(static_cast<int>(vm.seconds)) +
                 " s); console: " + vm.console_path.string();
      return v;
    }
    break;
  default:
    break;
  }

  if (!log.started) {
    v.kind = VerdictKind::Error;
    v.reason = failures.empty()
                   ? "the replay never started: the driver created no kernel thread the schedule names (first: " +
                         (s.threads.empty() ? std::string("none") : s.threads.front().function) +
                         "); start them with kthread_run(FUNCTION, ...) or name the thread after the function"
                   : "the module failed before the replay started: " + failures.front().text;
    return v;
  }
  if (log.stalled) {
    // The property failed on the way, then the replay could not go on (a thread died or hung).
    if (!violations.empty() && cex) {
      v.kind = VerdictKind::Confirmed;
      v.reason = violations.front() + " (after " + std::to_string(log.steps) + " of " +
                 std::to_string(s.switches.size()) + " switch points, before the last step; then " + stall_reason(s, log) +
                 ")";
      return v;
    }
    v.kind = VerdictKind::Stalled;
    v.reason = stall_reason(s, log);
    return v;
  }
  if (s.end == EndMode::Cycle && cex && violations.empty()) {
    if (log.settled && log.settled_state == "cycle") {
      std::string diverged = branch_diagnosis(s, log);
      v.kind = diverged.empty() ? VerdictKind::Confirmed : VerdictKind::NotReproduced;
      v.reason = diverged.empty() ? cycle_reason(s, cex)
                                  : "the last step was reached, but not on the model's path: " + diverged;
      return v;
    }
    if (!log.free_run && vm.outcome == VmOutcome::Finished && others.empty()) {
      v.kind = VerdictKind::NotReproduced;
      v.reason = "the code left the counterexample's cycle: the threads ended after " + std::to_string(log.steps) +
                 " of " + std::to_string(s.switches.size()) + " switch points" +
                 (log.branches.empty() ? "" : "; " + branch_diagnosis(s, log));
      return v;
    }
  }
  if (!log.deadlock.empty()) {
    // Only an invalid end state releases every thread after the last row (END_RELEASE).
    v.kind = s.end == EndMode::Release ? VerdictKind::Confirmed : VerdictKind::NotReproduced;
    v.reason = deadlock_reason(s, log, cex);
    v.deadlock = deadlock_waits(log);
    if (!violations.empty() || !others.empty())
      v.reason += "; and " + (violations.empty() ? others : violations).front();
    return v;
  }
  if (log.hung && violations.empty() && others.empty()) {
    v.kind = s.end == EndMode::Release ? VerdictKind::Confirmed : VerdictKind::NotReproduced;
    v.reason = s.end == EndMode::Release
                   ? "after the last step every thread was released and the replay hung until the deadline "
                     "without every thread waiting for a lock: the hang is real"
                   : "the last step was reached, nothing failed, and the threads did not end before the deadline";
    return v;
  }
  if (violations.empty() && !others.empty() && cex) {
    other_failure(log.free_run ? "the last step was reached" : "the replay ended after " + std::to_string(log.steps) +
                                                                    " of " + std::to_string(s.switches.size()) +
                                                                    " switch points");
    return v;
  }
  if (!violations.empty()) {
    v.kind = VerdictKind::Confirmed;
    v.reason = violations.front();
    if (!log.free_run)
      v.reason += " (after " + std::to_string(log.steps) + " of " + std::to_string(s.switches.size()) +
                  " switch points, before the last step: a failure on the way to the counterexample's end)";
    return v;
  }
  if (!log.free_run) {
    v.kind = VerdictKind::Stalled;
    v.reason = vm.outcome == VmOutcome::TimedOut
                   ? "the replay did not end before the deadline and the monitor did not report (" +
                         std::to_string(log.steps) + " of " + std::to_string(s.switches.size()) + " switch points)"
                   : "the replay ended after " + std::to_string(log.steps) + " of " +
                         std::to_string(s.switches.size()) + " switch points; " + stall_reason(s, log);
    return v;
  }
  // Nothing failed in the kernel, but the counterexample's property is the script's, which the
  // kernel runtime does not test: not a false alarm, an undecided replay.
  if (s.property) {
    v.kind = VerdictKind::Error;
    v.reason = "the last step was reached and nothing failed in the kernel, but the counterexample's property is "
               "the script's (" + s.property->where + ": `" + s.property->promela +
               "`), which the kernel targets do not test; check it in the driver module (WARN_ON or BUG_ON on the "
               "same condition)";
    return v;
  }
  if (vm.outcome == VmOutcome::TimedOut) {
    v.kind = VerdictKind::NotReproduced;
    v.reason = "the last step was reached and nothing failed, but the module did not finish before the deadline";
    return v;
  }
  if (!artefacts.empty()) {
    v.kind = VerdictKind::Error;
    v.reason = "the last step was reached and no property failed, but the replay runtime made the kernel report `" +
               artefacts.front() + "` while parking a thread (mk_wait_turn in its trace), so the run is not the "
               "code's own; the console: " + vm.console_path.string();
    return v;
  }
  v.kind = VerdictKind::NotReproduced;
  v.reason = "the last step was reached and no property failed (no driver check, no kernel report): a false "
             "alarm, the model is more abstract than the code";
  if (!log.branches.empty()) v.reason += "; " + branch_diagnosis(s, log);
  return v;
}

} // namespace mokert::kmod
