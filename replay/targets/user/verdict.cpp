#include "targets/user/verdict.hpp"
#include "src/verdict_reasons.hpp"

#include <algorithm>
#include <cctype>
#include <csignal>
#include <cstring>
#include <map>
#include <sstream>

#include "mokert/text.hpp"
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
// A thread blocked joining one the schedule parks or has not released: the model passes there.
std::string join_block(const Schedule& s, const LogBlocked& b) {
  return "thread " + thread_name(s, b.thread) + " blocked on join `" + b.name + "` (" + b.at + ") of " + b.holder_state +
         " thread " + thread_name(s, b.holder) + ", which the counterexample has not ended: the model does not model this join";
}

std::string stall_diagnosis(const Schedule& s, const MonitorLog& log) {
  std::string step = "step " + std::to_string(log.steps) + " of " + std::to_string(s.switches.size()) +
                     " switch points reached";
  for (const auto& b : log.blocked) {
    if (b.kind != "mutex" && b.kind != "rwlock") continue;
    std::string holder = b.holder >= 0 ? "parked thread " + thread_name(s, b.holder) : thread_name(s, b.holder);
    if (b.holder >= 0 && b.holder_state != "parked") holder = thread_name(s, b.holder) + " (" + b.holder_state + ")";
    return step + "; thread " + thread_name(s, b.thread) + " blocked on " + b.kind + " `" + b.name + "` (" + b.at +
           ") held by " + holder + ": the model does not model this lock";
  }
  // A semaphore unit a parked thread took and did not post back: named like a mutex's holder.
  for (const auto& b : log.blocked) {
    if (b.kind != "sem" || b.holder < 0) continue;
    std::string taker = b.holder_state == "parked" ? "parked thread " + thread_name(s, b.holder)
                                                   : thread_name(s, b.holder) + " (" + b.holder_state + ")";
    return step + "; thread " + thread_name(s, b.thread) + " blocked on semaphore `" + b.name + "` (" + b.at +
           ") taken by " + taker + " and not posted back: the model does not model this semaphore";
  }
  for (const auto& b : log.blocked)
    if (b.kind == "join" && b.holder >= 0 && (b.holder_state == "parked" || b.holder_state == "gated"))
      return step + "; " + join_block(s, b);
  for (const auto& b : log.blocked)
    if (b.kind == "cond" || b.kind == "sem" || b.kind == "barrier")
      return step + "; thread " + thread_name(s, b.thread) + " waits " +
             (b.kind == "cond"  ? "on condition `" + b.name + "` (" + b.at + ") that no running thread signals"
              : b.kind == "sem" ? "on semaphore `" + b.name + "` (" + b.at + ") that no running thread posts"
                                : "at barrier `" + b.name + "` (" + b.at + ") that no running thread reaches") +
             ": the model does not model this wait";
  int w = log.waiting_for;
  if (w >= 0) {
    auto it = log.threads.find(w);
    if (it == log.threads.end() || !it->second.seen)
      return step + "; the schedule releases thread " + thread_name(s, w) +
             " but no thread of the program became it (check the thread mapping and the driver: it must "
             "pthread_create " + s.threads[static_cast<size_t>(w)].function + " that many times, or run " +
             s.threads[static_cast<size_t>(w)].function + " in that many threads at once)";
    std::string state = field(it->second, "state");
    std::string linux_state = field(it->second, "linux");
    return step + "; thread " + thread_name(s, w) + " holds the turn but did not reach its next switch point (state " +
           state + ", /proc state " + linux_state + ", wchan " + field(it->second, "wchan") +
           "): it takes a path the model does not";
  }
  // The program ended before the next row's thread ever ran: the model has more processes of
  // that function than the program has threads (an instance count on main, `-xe2`, `-a2 main`).
  if (log.steps >= 0 && static_cast<size_t>(log.steps) < s.switches.size()) {
    const int next = s.switches[static_cast<size_t>(log.steps)].thread;
    auto it = log.threads.find(next);
    if (next >= 0 && static_cast<size_t>(next) < s.threads.size() && (it == log.threads.end() || !it->second.seen)) {
      const std::string& fn = s.threads[static_cast<size_t>(next)].function;
      size_t in_model = 0;
      for (const auto& t : s.threads) in_model += t.function == fn;
      return step + "; the next step is thread " + thread_name(s, next) + "'s, and no thread of the program became it: " +
             "the model runs " + fn + " in " + std::to_string(in_model) + " processes, more than the program" +
             (fn == "main" ? " has mains (an instance count on main: -xe2, -a2 main)" : " starts");
    }
  }
  return step;
}

// Where each thread stands that the counterexample left parked (they stay there until the verdict).
std::string parked_threads(const Schedule& s, const MonitorLog& log) {
  std::string out;
  for (const auto& [id, t] : log.threads) {
    if (field(t, "state") != "parked") continue;
    int probe = -1;
    try { probe = std::stoi(field(t, "probe")); } catch (...) {}
    out += (out.empty() ? "" : ", ") + thread_name(s, id) + " at " + short_where(probe_where(s, probe));
  }
  return out;
}

} // namespace

namespace {

// Names and numbers of an assertion's expression: "(now.value==42)" and "value == 42" both give
// {42, value}; SPIN's and the compiler's spelling of one expression differ only in the rest.
std::vector<std::string> expression_words(const std::string& text) {
  std::vector<std::string> out;
  std::string w;
  auto flush = [&] {
    if (!w.empty() && w != "now" && w != "assert" && w != "assertion" && w != "violated") out.push_back(w);
    w.clear();
  };
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') w += c;
    else flush();
  }
  flush();
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

bool subset(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  return std::includes(b.begin(), b.end(), a.begin(), a.end());
}

// "/a/b/f.c:12" -> "f.c:12"
std::string fs_basename(const std::string& at) {
  auto slash = at.rfind('/');
  return slash == std::string::npos ? at : at.substr(slash + 1);
}

// FILE:LINE of the counterexample's violating C statement (its violation step, else its last
// step with C), or empty.
std::string violation_where(const Counterexample* cex) {
  if (!cex) return "";
  const CexStep* found = nullptr;
  for (const auto& st : cex->steps)
    if (st.c && (cex->violation_step ? st.index == cex->violation_step : true)) found = &st;
  return found ? found->c->c.file + ":" + std::to_string(found->c->c.line) : "";
}

} // namespace

std::string failure_mismatch(PropertyOutcome expected, const std::string& cex_message, const ProcessResult& run,
                             const std::string& violation_at) {
  std::string failure = failure_in(run);
  if (failure.empty()) return "";
  bool sanitizer = failure.rfind("ThreadSanitizer", 0) == 0 || failure.rfind("AddressSanitizer", 0) == 0 ||
                   failure.rfind("UndefinedBehaviorSanitizer", 0) == 0;
  if (expected == PropertyOutcome::InvalidEndState)
    return "the counterexample is a deadlock (invalid end state), but the program failed otherwise: " + failure;
  if (expected != PropertyOutcome::AssertionViolated) return "";
  if (sanitizer) return "";  // the model's memory checks are assertions: a sanitizer report is one
  auto model = expression_words(cex_message);
  if (auto l = line_with(run.out, "Assertion `"); !l.empty()) {
    auto a = l.find("Assertion `");
    auto e = l.rfind("' failed");
    auto code = expression_words(e != std::string::npos && e > a ? l.substr(a + 11, e - a - 11) : l);
    if (model.empty() || code.empty() || subset(code, model) || subset(model, code)) return "";
    // The same assert statement (the model may rename a local: `len` is `c_len` there).
    if (!violation_at.empty() && l.find(fs_basename(violation_at) + ": ") != std::string::npos) return "";
    // The program's own reach_error failed (`assert(0)` in it): the check the model asserted is a
    // macro of the program that calls it (`#define assert(e) (!(e) ? reach_error() : (void)0)`).
    if (l.find(": reach_error: Assertion `") != std::string::npos) return "";
    return "the program failed an assertion other than the counterexample's (" + cex_message + "): " + failure;
  }
  // abort() or exit(non-zero) without an assertion message: a reach_error()-style call or the
  // driver's check. Any other signal is a crash of its own.
  if (run.signalled && run.signal != SIGABRT)
    return "the program crashed instead of failing the counterexample's assertion (" + cex_message + "): " + failure;
  return "";
}

namespace {

// Whether the run, ended before the last row, failed the counterexample's own property.
bool early_property_failure(PropertyOutcome expected, const Counterexample* cex, const ProcessResult& run, bool svcomp,
                            const MonitorLog& log) {
  std::string failure = failure_in(run);
  if (svcomp) return !log.reach_errors.empty();
  // SV-COMP's error called by the program's own assert macro (svc.h's `(!(X) ? __VERIFIER_error()
  // : (void)0)`, which the model checks as an assert): the program reached the task's error.
  if (expected == PropertyOutcome::AssertionViolated && !log.reach_errors.empty()) return true;
  if (failure.empty()) return false;
  bool memory = failure.rfind("AddressSanitizer", 0) == 0 || failure.rfind("UndefinedBehaviorSanitizer", 0) == 0;
  bool sanitizer = failure.rfind("ThreadSanitizer", 0) == 0 || memory;
  // A memory property (the model's pointer and index checks): a sanitizer's report of that kind.
  if (expected == PropertyOutcome::PreconditionFalse) return memory;
  // An assertion: the same one (a sanitizer report also stands for the model's memory asserts).
  if (expected == PropertyOutcome::AssertionViolated)
    return (sanitizer || !line_with(run.out, "Assertion `").empty()) &&
           failure_mismatch(expected, cex ? cex->message : "", run, violation_where(cex)).empty();
  return false;
}

} // namespace

// Where the model blocks in an invalid end state: "; the model blocks with logger at q.c:31
// `buf->data[n] = 7;`, init at model.pml:80 (not from C)". Empty when the counterexample has no list.
std::string model_blocks(const Counterexample* cex) {
  if (!cex || cex->blocked.empty()) return "";
  auto one_line = [](const std::string& text) {  // a statement written over several lines
    std::string t;
    for (char c : text)
      if (!is_space(c)) t += c;
      else if (!t.empty() && t.back() != ' ') t += ' ';
    return trim(t);
  };
  std::string out;
  for (const auto& b : cex->blocked) {
    std::string who = b.proctype;
    for (const auto& t : cex->threads)
      if (t.pid == b.pid && t.creation == b.creation && !t.function.empty()) who = t.function;
    std::string where = b.c ? short_where(b.c->c.file + ":" + std::to_string(b.c->c.line)) + " `" +
                                  one_line(b.c->c_text) + "`"
                            : b.pml_file + ":" + std::to_string(b.pml_line) +
                                  (b.promela.empty() ? "" : " `" + b.promela + "`") + " (not from C)";
    out += (out.empty() ? "" : ", ") + who + " at " + where;
  }
  return "; the model blocks with " + out;
}

std::string failure_in(const ProcessResult& run) {
  const std::string& out = run.out;
  if (auto l = line_with(out, "Assertion `"); !l.empty()) return assertion_text(l);
  // "==12==ERROR: AddressSanitizer: heap-use-after-free on ..." -> "AddressSanitizer: heap-use-after-free on ..."
  if (auto l = line_with(out, "WARNING: ThreadSanitizer:"); !l.empty()) return l.substr(l.find("ThreadSanitizer:"));
  if (auto l = line_with(out, "ERROR: AddressSanitizer:"); !l.empty()) return l.substr(l.find("AddressSanitizer:"));
  // "/src/q.c:35:9: runtime error: index -1 out of bounds for type 'int [2]'" (-fsanitize=bounds,
  // built in with AddressSanitizer): "UndefinedBehaviorSanitizer: index -1 out of bounds ... at /src/q.c:35:9".
  if (auto l = line_with(out, ": runtime error: index "); !l.empty()) {
    auto at = l.find(": runtime error: ");
    return "UndefinedBehaviorSanitizer: " + l.substr(at + 17) + " at " + l.substr(0, at);
  }
  if (run.signalled) return std::string("the program was killed by signal ") + std::to_string(run.signal) + " (" +
                            strsignal(run.signal) + ")";
  bool runtime_exit = run.exit_code == MOKERT_EXIT_STALLED || run.exit_code == MOKERT_EXIT_SETTLED ||
                      run.exit_code == MOKERT_EXIT_DEADLOCK || run.exit_code == MOKERT_EXIT_HUNG;
  if (!run.timed_out && run.exit_code != 0 && !runtime_exit)
    return "the program's check failed (exit code " + std::to_string(run.exit_code) + ")";
  return "";
}

// The script's property for a message: what the model tested, and where.
static std::string property_text(const Schedule& s) {
  if (!s.property) return "";
  const ScheduleProperty& p = *s.property;
  return "`" + p.promela + "` at " + p.where + (p.c_expr.empty() ? "" : ", in C `" + p.c_expr + "`");
}

Verdict user_verdict(const Schedule& s, PropertyOutcome expected, const ProcessResult& run, const MonitorLog& log,
                     const Counterexample* cex) {
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
  // An SV-COMP task: the model's reach_error() is `assert(svcomp_ended)` (promela-runtime/svcomp).
  bool svcomp = cex && expected == PropertyOutcome::AssertionViolated &&
                cex->message.find("svcomp_ended") != std::string::npos;
  bool liveness = s.end == EndMode::Cycle &&
                  (expected == PropertyOutcome::AcceptanceCycle || expected == PropertyOutcome::NonProgressCycle);
  if (!log.started) {
    v.kind = VerdictKind::Error;
    v.reason = "the replay runtime did not start (no monitor log); " +
               (failure.empty() ? std::string("check the program's output") : failure);
  } else if (log.property == "failed") {
    // Tested at the last row, every thread where the model's last C step left it.
    v.kind = VerdictKind::Confirmed;
    v.reason = "the script's property fails on the program after the last step: " + property_text(s);
  } else if (log.stalled || (!reached && run.timed_out)) {
    v.kind = VerdictKind::Stalled;
    v.reason = log.stalled ? stall_diagnosis(s, log)
                           : "the program did not reach step " + std::to_string(log.steps + 1) + " of " +
                                 std::to_string(s.switches.size()) + " before the deadline (" +
                                 std::to_string(static_cast<int>(run.seconds)) + " s) and the monitor did not report";
  } else if (!reached && liveness && failure.empty()) {
    v.kind = VerdictKind::NotReproduced;
    v.reason = "the program left the counterexample's cycle: it ended after " + std::to_string(log.steps) + " of " +
               std::to_string(s.switches.size()) + " switch points";
  } else if (reached && liveness && log.settled && log.settled_state == "cycle" && log.branches.empty()) {
    v.kind = VerdictKind::Confirmed;
    v.reason = cycle_reason(s, cex);
  } else if (!reached && expected == PropertyOutcome::InvalidEndState && !log.deadlock.empty()) {
    // Every thread blocked before the last row: nothing the schedule could release would move
    // them, so the program's own deadlock is real (the model reaches it later, or by more steps).
    v.kind = VerdictKind::Confirmed;
    v.reason = deadlock_reason(s, log, cex) + " (reached after " + std::to_string(log.steps) + " of " +
               std::to_string(s.switches.size()) + " switch points)";
    v.deadlock = deadlock_waits(log);
  } else if (!reached && early_property_failure(expected, cex, run, svcomp, log)) {
    // The real program, run in the counterexample's order, failed its property before the last
    // row: an execution the program can take, so the bug is real (the model's check comes later
    // than the code's, e.g. a freed object read before the model's pointer check).
    v.kind = VerdictKind::Confirmed;
    v.reason = (!log.reach_errors.empty() ? "reach_error() was called at " + short_where(log.reach_errors.front())
                                                    : failure) +
               " (after " + std::to_string(log.steps) + " of " + std::to_string(s.switches.size()) +
               " switch points: the code fails the counterexample's property before the model's last step)";
  } else if (!reached) {
    v.kind = VerdictKind::Stalled;
    v.reason = "the program ended after " + std::to_string(log.steps) + " of " + std::to_string(s.switches.size()) +
               " switch points" + (failure.empty() ? "" : " (" + failure + ")") + "; " + stall_diagnosis(s, log);
    if (!log.unknown.empty()) v.reason += "; it created threads the schedule does not name: " + log.unknown.front();
    if (!log.held.empty())
      v.reason += "; " + std::to_string(log.held.size()) + " thread(s) beyond the model's bound on threads (from " +
                  log.held.front() + ") were held before their start routine, as the model never ran them";
  } else if (!log.deadlock.empty()) {
    // Only an invalid end state releases every thread after the last row (END_RELEASE).
    v.kind = expected == PropertyOutcome::InvalidEndState ? VerdictKind::Confirmed : VerdictKind::NotReproduced;
    v.reason = deadlock_reason(s, log, cex);
    v.deadlock = deadlock_waits(log);
    if (v.kind != VerdictKind::Confirmed)
      v.reason = "the counterexample's property did not fail; the threads deadlocked instead: " + v.reason;
  } else if (svcomp && (!log.reach_errors.empty() || !line_with(run.out, "reach_error: Assertion").empty())) {
    // SV-COMP's property (unreach-call): the model's assertion stands for the call itself.
    v.kind = VerdictKind::Confirmed;
    v.reason = "reach_error() was called" +
               (log.reach_errors.empty() ? std::string() : " at " + short_where(log.reach_errors.front())) +
               (failure.empty() ? std::string() : " (" + failure + ")");
  } else if (svcomp && !failure.empty()) {
    v.kind = VerdictKind::Error;
    v.reason = "the counterexample ends in reach_error(), but the program failed otherwise (abort() ends an "
               "execution in SV-COMP's convention, it is no error): " + failure;
  } else if (!failure.empty()) {
    // CONFIRMED only when the counterexample's own property failed.
    std::string other = failure_mismatch(expected, cex ? cex->message : "", run, violation_where(cex));
    v.kind = other.empty() ? VerdictKind::Confirmed : VerdictKind::Error;
    v.reason = !other.empty() ? other : log.reach_errors.empty() ? failure : "reach_error() was called (" + failure + ")";
  } else if (log.hung) {
    std::string states;
    for (const auto& t : v.threads)
      if (t.state != "done" && t.state != "unborn") states += (states.empty() ? "" : ", ") + thread_name(s, t.thread) + " " + t.state;
    if (expected == PropertyOutcome::InvalidEndState) {
      v.kind = VerdictKind::Confirmed;
      v.reason = "after the last step every thread was released and the program hung until the deadline without "
                 "every thread blocking (" + states + "): the hang is real";
    } else {
      v.kind = VerdictKind::NotReproduced;
      v.reason = "the last step was reached, no property failed, and the program did not end before the "
                 "deadline (" + states + ")";
    }
  } else if (run.timed_out) {
    if (expected == PropertyOutcome::InvalidEndState) {
      v.kind = VerdictKind::Confirmed;
      v.reason = "the last step was reached and the program then hung until the deadline: the deadlock is real";
    } else {
      v.kind = VerdictKind::NotReproduced;
      v.reason = "the last step was reached, no property failed, and the program did not end before the deadline";
    }
  } else if (expected == PropertyOutcome::InvalidEndState) {
    v.kind = VerdictKind::NotReproduced;
    v.reason = "after the last step every thread was released and the program ended: no deadlock (the model "
               "blocks where the code does not)" + model_blocks(cex);
  } else if (liveness) {
    v.kind = VerdictKind::NotReproduced;
    v.reason = "the program left the counterexample's cycle";
  } else if (log.settled) {
    v.kind = VerdictKind::NotReproduced;
    std::string how = "ended";
    for (const auto& b : log.blocked)
      if (b.thread == log.settled_thread)
        how = "blocked on " + b.kind + " `" + b.name + "` (" + short_where(b.at) + ")" +
              (b.holder >= 0 ? " held by " + thread_name(s, b.holder) + " (" + b.holder_state + ")" : "");
    if (log.settled_state == "blocked" && how == "ended") how = "blocked";
    v.reason = "the last step was reached; then " + thread_name(s, log.settled_thread) + " " + how +
               " and no property failed: a false alarm (the model is more abstract than the code)";
    if (auto parked = parked_threads(s, log); !parked.empty())
      v.reason += "; threads the counterexample leaves parked: " + parked;
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
  // A row passed over: its thread was blocked in a join where the model goes on. A failure of
  // the property after that is still the program's own; anything else is the stall it was.
  if (!log.skipped.empty() && v.kind != VerdictKind::Error) {
    const LogBlocked& b = log.skipped.front();
    std::string block = join_block(s, b);
    if (v.kind == VerdictKind::Confirmed) {
      v.reason += " (" + block + "; its switch point was passed over and the other threads followed the counterexample)";
    } else {
      v.kind = VerdictKind::Stalled;
      v.reason = "step " + std::to_string(b.seq) + " of " + std::to_string(s.switches.size()) +
                 " switch points reached; " + block + "; with its switch point passed over, the rest of the schedule: " +
                 v.reason;
    }
  }
  // A script's property: its test at the last row decides what "no property failed" means.
  if (s.property && reached && v.kind == VerdictKind::NotReproduced) {
    if (log.property == "held") {
      v.reason = "the script's property holds on the program after the last step (" + property_text(s) + "); " +
                 v.reason;
    } else {
      v.kind = VerdictKind::Error;
      v.reason = "the last step was reached, but the counterexample's property is the script's (" +
                 property_text(s) + ") and the replay cannot test it on the program: " +
                 (s.property->why.empty() ? std::string("the program has no check for it") : s.property->why) +
                 "; state it over the program's globals (c_expr { now.x }) or check it in the C code";
    }
  }
  // A wait the replay ended with no signal, as the model's spurious wake-up did: legal in POSIX,
  // and the cause when the waiter goes on without testing its predicate again.
  if (v.kind != VerdictKind::Error)
    for (const auto& w : log.spurious)
      v.reason += "; " + thread_name(s, w.thread) + "'s wait on `" + w.name + "` at " + short_where(w.at) +
                  " returned with no signal (a spurious wake-up, which POSIX allows)";
  // Where the code first left the model's path explains a replay that found nothing or stopped.
  if (v.kind == VerdictKind::NotReproduced || v.kind == VerdictKind::Stalled)
    if (auto why = branch_diagnosis(s, log); !why.empty()) v.reason += "; " + why;
  return v;
}

} // namespace mokert
