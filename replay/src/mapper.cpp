// Mapper (MOKERT §3.3): counterexample steps -> global schedule table.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "mokert/error.hpp"
#include "mokert/replay.hpp"

namespace mokert {

namespace {

// A probe is keyed by where it goes; two steps at the same statement share it.
using ProbeKey = std::tuple<std::string, unsigned, unsigned, std::string>;

std::string position_for(const MapEntry& c, bool violating) {
  if (c.kind == StmtKind::Condition) return "condition";
  // The failing statement (an assert) would end the program before a probe after it.
  if (violating) return "before";
  // Code after return/break/goto never runs: the probe goes before the statement.
  if (c.kind == StmtKind::Return || c.kind == StmtKind::Jump) return "before";
  return "after";
}

struct ThreadStep {
  const CexStep* step;
  MapEntry c;
};

} // namespace

Schedule make_schedule(const Counterexample& cex, const LineMap& map) {
  Schedule s;
  s.number = cex.number;

  // Threads: every process that is not environment, numbered densely by pid.
  std::map<int, const CexThread*> by_pid;
  for (const auto& t : cex.threads)
    if (!t.environment) by_pid[t.pid] = &t;
  if (cex.threads.empty())  // older cex files without <threads>: derive from the steps
    for (const auto& st : cex.steps)
      if (!st.environment && st.c) by_pid.emplace(st.pid, nullptr);
  std::map<int, int> id_of_pid;
  std::map<std::string, unsigned> created;
  for (const auto& [pid, t] : by_pid) {
    ScheduleThread th;
    th.id = static_cast<int>(s.threads.size());
    th.pid = pid;
    th.proctype = t ? t->proctype : "";
    th.function = t && !t->function.empty() ? t->function : "";
    if (th.function.empty()) {
      for (const auto& st : cex.steps)
        if (st.pid == pid && st.c && !st.c->function.empty()) {
          th.function = st.c->function;
          break;
        }
      if (th.proctype.empty())
        for (const auto& st : cex.steps)
          if (st.pid == pid) {
            th.proctype = st.proctype;
            break;
          }
      if (th.function.empty()) th.function = th.proctype;
    }
    th.creation_index = created[th.function]++;
    id_of_pid[pid] = th.id;
    s.threads.push_back(th);
  }

  // The thread steps that came from C, in order.
  std::vector<std::pair<int, ThreadStep>> steps;
  for (const auto& st : cex.steps) {
    if (st.environment) continue;
    auto it = id_of_pid.find(st.pid);
    if (it == id_of_pid.end()) continue;
    const MapEntry* c = st.c ? &*st.c : map.find(st.pml_line);
    if (!c) continue;  // a model-only step (runtime inline internals): not a place in C
    if (c->c.file.empty() || c->c.line == 0)
      throw InputError(located(st.pml_file, st.pml_line, "counterexample step " + std::to_string(st.index) +
                                                            " maps to C without a file:line; re-run mokert extract"));
    steps.push_back({it->second, ThreadStep{&st, *c}});
  }

  // Executions per (thread, statement): a new one starts when the thread moves to another
  // statement, or comes back to the same one (its Promela line does not advance).
  using Place = std::tuple<std::string, unsigned, unsigned>;
  std::map<std::pair<int, Place>, unsigned> passes;
  std::map<int, std::pair<Place, unsigned>> last_of_thread;  // statement, pml line
  std::vector<unsigned> pass_of(steps.size());
  std::vector<ProbeKey> key_of(steps.size());
  for (size_t i = 0; i < steps.size(); ++i) {
    const auto& [tid, ts] = steps[i];
    Place place{ts.c.c.file, ts.c.c.line, ts.c.c.col};
    bool violating = cex.violation_step ? ts.step->index == cex.violation_step
                                        : (i + 1 == steps.size() && cex.outcome == PropertyOutcome::AssertionViolated);
    auto last = last_of_thread.find(tid);
    bool same = last != last_of_thread.end() && last->second.first == place &&
                ts.step->pml_line > last->second.second;
    if (!same) ++passes[{tid, place}];
    pass_of[i] = passes[{tid, place}];
    key_of[i] = ProbeKey{ts.c.c.file, ts.c.c.line, ts.c.c.col, position_for(ts.c, violating)};
    last_of_thread[tid] = {place, ts.step->pml_line};
  }

  std::map<ProbeKey, int> probe_ids;
  auto probe_for = [&](size_t i) {
    auto [it, fresh] = probe_ids.emplace(key_of[i], static_cast<int>(s.probes.size()));
    if (fresh) {
      const auto& c = steps[i].second.c;
      Probe p;
      p.id = it->second;
      p.file = c.c.file;
      p.line = c.c.line;
      p.col = c.c.col;
      p.position = std::get<3>(key_of[i]);
      p.c_text = c.c_text;
      s.probes.push_back(p);
    }
    return it->second;
  };

  // A switch point closes every run of one thread's steps; the last one has next = -1.
  if (!steps.empty()) s.first = steps.front().first;
  for (size_t i = 0; i < steps.size(); ++i) {
    bool last = i + 1 == steps.size();
    if (!last && steps[i + 1].first == steps[i].first) continue;
    SwitchPoint sp;
    sp.seq = static_cast<unsigned>(s.switches.size());
    sp.thread = steps[i].first;
    sp.probe = probe_for(i);
    sp.count = pass_of[i];
    sp.next = last ? -1 : steps[i + 1].first;
    sp.cex_step = steps[i].second.step->index;
    s.switches.push_back(sp);
    if (last) s.last_step = sp.cex_step;
  }
  return s;
}

} // namespace mokert
