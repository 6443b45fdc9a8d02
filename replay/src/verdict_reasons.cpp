#include "src/verdict_reasons.hpp"

#include <algorithm>
#include <map>

namespace mokert {

std::string replay_thread_name(const Schedule& s, int id) {
  if (id < 0 || id >= static_cast<int>(s.threads.size())) return id == -1 ? "a thread outside the schedule" : "an unknown thread";
  const auto& t = s.threads[static_cast<size_t>(id)];
  std::string out = "T";
  out += std::to_string(id);
  out += " (";
  out += t.function;
  out += " #";
  out += std::to_string(t.creation_index);
  out += ")";
  return out;
}

namespace {

// "a@f.c:12" -> "`a` (f.c:12)"
std::string held(const std::string& h) {
  auto at = h.find('@');
  if (at == std::string::npos) return "`" + h + "`";
  return "`" + h.substr(0, at) + "` (" + short_where(h.substr(at + 1)) + ")";
}

// The counterexample step of thread `thread` at C file:line (the first), or 0.
unsigned cex_step_at(const Schedule& s, const Counterexample* cex, int thread, const std::string& at) {
  if (!cex || thread < 0 || thread >= static_cast<int>(s.threads.size())) return 0;
  int pid = s.threads[static_cast<size_t>(thread)].pid;
  for (const auto& st : cex->steps)
    if (st.c && st.pid == pid && st.c->c.file + ":" + std::to_string(st.c->c.line) == at) return st.index;
  return 0;
}

} // namespace

std::string short_where(const std::string& at) {
  auto slash = at.rfind('/');
  return slash == std::string::npos ? at : at.substr(slash + 1);
}

namespace {

// The wait-for cycle (follow the holders from each lock waiter until a thread repeats), then the
// other blocked threads: condition waits (the likely cause) before joins.
std::vector<int> cycle_of(const std::map<int, const LogDeadlock*>& by_thread, const MonitorLog& log) {
  std::vector<int> cycle;
  for (const auto& d : log.deadlock) {
    std::vector<int> path;
    int at = d.thread;
    while (at >= 0 && by_thread.count(at) && std::find(path.begin(), path.end(), at) == path.end()) {
      path.push_back(at);
      const LogDeadlock* e = by_thread.at(at);
      at = (e->kind == "mutex" || e->kind == "spinlock" || e->kind == "rwlock" || e->kind == "join" || e->kind == "sem")
               ? e->holder
               : -1;
    }
    auto loop = std::find(path.begin(), path.end(), at);
    if (at >= 0 && loop != path.end()) {
      cycle.assign(loop, path.end());
      break;
    }
  }
  return cycle;
}

std::vector<int> blocked_order(const std::vector<int>& cycle, const MonitorLog& log) {
  std::vector<int> order = cycle;
  for (const char* kind : {"cond", "barrier", "sem", "mutex", "spinlock", "rwlock", "join"})
    for (const auto& d : log.deadlock)
      if (d.kind == kind && std::find(order.begin(), order.end(), d.thread) == order.end()) order.push_back(d.thread);
  for (const auto& d : log.deadlock)
    if (std::find(order.begin(), order.end(), d.thread) == order.end()) order.push_back(d.thread);
  return order;
}

} // namespace

std::vector<LockWait> deadlock_waits(const MonitorLog& log) {
  std::map<int, const LogDeadlock*> by_thread;
  for (const auto& d : log.deadlock) by_thread[d.thread] = &d;
  std::vector<int> cycle = cycle_of(by_thread, log);
  std::vector<LockWait> out;
  for (int id : blocked_order(cycle, log)) {
    const LogDeadlock& d = *by_thread[id];
    LockWait w;
    w.thread = id;
    w.kind = d.kind;
    w.lock = d.kind == "join" ? "" : d.name;
    w.at = d.at;
    w.holder = d.holder;
    w.in_cycle = std::find(cycle.begin(), cycle.end(), id) != cycle.end();
    for (const auto& h : d.holds) {
      auto at = h.find('@');
      w.holds.push_back(at == std::string::npos ? LockHeld{h, ""} : LockHeld{h.substr(0, at), h.substr(at + 1)});
    }
    out.push_back(std::move(w));
  }
  return out;
}

std::string deadlock_reason(const Schedule& s, const MonitorLog& log, const Counterexample* cex) {
  std::map<int, const LogDeadlock*> by_thread;
  for (const auto& d : log.deadlock) by_thread[d.thread] = &d;
  std::vector<int> cycle = cycle_of(by_thread, log);
  std::vector<int> order = blocked_order(cycle, log);
  std::string out = cycle.empty()       ? "deadlock: every remaining thread is blocked"
                    : cycle.size() == 1 ? "deadlock: a thread waits for a lock it holds itself"
                                        : "deadlock: a wait-for cycle of " + std::to_string(cycle.size()) + " threads";
  for (int id : order) {
    const LogDeadlock& d = *by_thread[id];
    std::string t = replay_thread_name(s, id);
    if (!d.holds.empty()) {
      t += " holds ";
      for (size_t i = 0; i < d.holds.size(); ++i) t += (i ? ", " : "") + held(d.holds[i]);
      t += " and";
    }
    if (d.kind == "mutex" || d.kind == "spinlock" || d.kind == "rwlock") {
      t += " waits for " + d.kind + " `" + d.name + "` (" + short_where(d.at) + ") held by " + replay_thread_name(s, d.holder);
      // A holder that is gone never unlocks: the bug is the path that returned with the lock
      // (an error path's goto past the unlock), not an order of two locks.
      auto h = log.threads.find(d.holder);
      if (h != log.threads.end() && h->second.exited && !by_thread.count(d.holder) && d.holder >= 0 &&
          d.holder < static_cast<int>(s.threads.size()))
        t += ", which has ended without unlocking it: a path of " + s.threads[static_cast<size_t>(d.holder)].function +
             " returns with the " + d.kind + " held";
    } else if (d.kind == "join") {
      t += " waits in pthread_join (" + short_where(d.at) + ") for " + replay_thread_name(s, d.holder);
    } else if (d.kind == "sem") {
      // A unit another thread took and has not given back: a semaphore used as a lock.
      t += " waits on semaphore `" + d.name + "` (" + short_where(d.at) + ") " +
           (d.holder >= 0 ? "taken by " + replay_thread_name(s, d.holder) + " and not posted back"
                          : std::string("that no running thread posts"));
    } else if (d.kind == "completion") {
      // The kernel runtime's wait_for_completion: no holder, only a complete() that never comes.
      t += " waits for completion `" + d.name + "` (" + short_where(d.at) + ") that no running thread completes";
    } else if (d.kind == "waitqueue") {
      t += " waits in wait_event on `" + d.name + "` (" + short_where(d.at) +
           ") for a condition no running thread makes true";
    } else if (d.kind == "barrier") {
      t += " waits at barrier `" + d.name + "` (" + short_where(d.at) + ") that no running thread reaches";
    } else {
      t += " waits on condition `" + d.name + "` (" + short_where(d.at) + ") that no running thread signals";
      for (const auto& g : log.signals)
        if (g.name == d.name && g.waiters == 0) {
          unsigned step = cex_step_at(s, cex, g.thread, g.at);
          t += "; its signal by " + replay_thread_name(s, g.thread) + " at " + short_where(g.at) +
               (step ? " (counterexample step " + std::to_string(step) + ")" : "") +
               " came before the wait, when nobody waited: a lost wakeup";
          break;
        }
    }
    out += "; " + t;
  }
  return out;
}

std::string cycle_reason(const Schedule& s, const Counterexample* cex) {
  std::vector<std::string> lines;
  if (cex)
    for (const auto& st : cex->steps)
      if (st.c && st.index >= cex->cycle_start) {
        std::string l = short_where(st.c->c.file + ":" + std::to_string(st.c->c.line));
        if (std::find(lines.begin(), lines.end(), l) == lines.end()) lines.push_back(l);
      }
  std::string where;
  for (const auto& l : lines) where += (where.empty() ? "" : ", ") + l;
  std::string threads;
  std::vector<int> seen;
  for (size_t i = s.cycle_from; i < s.switches.size(); ++i)
    if (std::find(seen.begin(), seen.end(), s.switches[i].thread) == seen.end()) {
      seen.push_back(s.switches[i].thread);
      threads += (threads.empty() ? "" : ", ") + replay_thread_name(s, s.switches[i].thread);
    }
  return "livelock or starvation: the program followed the counterexample's cycle " +
         std::to_string(s.cycle_repeats) + " times (" + (where.empty() ? "its switch points" : where) + ", " + threads +
         ") on the model's branches, without progress outside it";
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
  return "thread " + replay_thread_name(s, b.thread) + " took the " + name(b.code) + " branch of `" + text + "` at " +
         where + " (evaluation " + std::to_string(b.count) + ", counterexample step " +
         std::to_string(b.cex_step) + ") where the model took the " + name(b.model) +
         " branch: the branch diverged, the model's guard is more abstract than the data";
}

} // namespace mokert
