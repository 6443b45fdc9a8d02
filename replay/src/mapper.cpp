// Mapper (MOKERT §3.3): counterexample steps -> global schedule table.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "mokert/error.hpp"
#include "mokert/replay.hpp"
#include "src/script_property.hpp"

namespace mokert {

namespace {

// A probe is keyed by where it goes; two steps at the same statement share it.
// file, line, col, position, and the piece of a macro expansion there (SourceRange::macro).
using ProbeKey = std::tuple<std::string, unsigned, unsigned, std::string, std::string>;

// A condition-variable wait is two steps in the model (promela-runtime/pthread.pml): release the
// mutex and wait, then (woken, the mutex free) take it again. Each is a point of its own: `wait`
// once the thread waits, `woken` once it holds the mutex again. 0: not a wait step.
// A barrier wait is two steps as well, arrive and leave (the leave step tests `>= 1`): the
// thread waits inside the real call between them.
// The map says which half a model line is (part="wait"/"woken", written by the extractor);
// a map written before parts is read by the trail's text.
int wait_phase(const MapEntry& c, const std::string& statement) {
  if (c.part == "wait") return 1;
  if (c.part == "woken") return 2;
  if (c.c_text.find("pthread_barrier_wait") != std::string::npos)
    return statement.find(")>=1)") != std::string::npos || statement.find("-65536") != std::string::npos ? 2 : 1;
  if (c.c_text.find("pthread_cond_wait") == std::string::npos) return 0;
  return statement.find("(1<<_pid))==0") != std::string::npos ? 2 : 1;
}

std::string position_for(const MapEntry& c, bool violating, const std::string& statement) {
  if (int phase = wait_phase(c, statement)) return phase == 1 ? "wait" : "woken";
  if (c.kind == StmtKind::Condition) return "condition";
  // The failing statement (an assert) would end the program before a probe after it.
  if (violating) return "before";
  // The load half of a statement the model splits into a load and a store (`total += 10`): the
  // instrumenter splits it the same way, with this probe between the two.
  if (c.part == "load") return "split";
  // Code after return/break/goto never runs: the probe goes before the statement.
  if (c.kind == StmtKind::Return || c.kind == StmtKind::Jump) return "before";
  // pthread_exit does not return either.
  if (c.c_text.rfind("pthread_exit(", 0) == 0) return "before";
  // A call of a function the file defines, expanded in the model: this step binds its
  // arguments, after they are evaluated (a call among them ran), before any statement of the
  // callee ran.
  // (The guard that chooses the target of a call through a pointer comes before the arguments.)
  if (c.kind == StmtKind::Call && c.rule == "default")
    return c.nondet.empty() && c.part != "dispatch" ? "call" : "before";
  return "after";
}

// Where a probe position lies within one execution of its statement.
int point_rank(const std::string& position) {
  if (position == "before") return 0;
  if (position == "wait" || position == "split" || position == "call") return 1;
  if (position == "woken") return 2;
  return 3;  // after, condition
}

struct ThreadStep {
  const CexStep* step;
  MapEntry c;
};

} // namespace

Schedule make_schedule(const Counterexample& cex, const LineMap& map, unsigned cycle_repeats) {
  Schedule s;
  s.number = cex.number;
  // An invalid end state is a deadlock claim: after the last step every thread is released and the
  // replay watches whether they all block.
  s.end = cex.outcome == PropertyOutcome::InvalidEndState ? EndMode::Release : EndMode::Park;
  // An assertion of the script (a monitor process, a never claim): no C statement fails, the
  // replay tests it on the program's globals after the code's last step.
  s.property = script_property(cex);

  // Threads: every process that is not environment. SPIN reuses the pid of a process that
  // ended for the next `run`, so one pid can stand for several C threads: a pid starts a new
  // thread when more `run PROCTYPE(` steps were seen than threads of that proctype exist and
  // every listed pid of that proctype already has one.
  // Counterexamples of version 2 name each step's thread by (pid, creation): the n-th `run`
  // that started it. A thread is then exactly that pair (a pid SPIN hands to another `run` is
  // a new thread, whatever its proctype).
  bool by_creation_index = false;
  for (const auto& st : cex.steps)
    if (st.creation > 0) by_creation_index = true;
  std::map<std::pair<int, unsigned>, const CexThread*> by_key;
  for (const auto& t : cex.threads)
    if (!t.environment) by_key[{t.pid, t.creation}] = &t;
  std::map<int, const CexThread*> by_pid;
  for (const auto& t : cex.threads)
    if (!t.environment) by_pid[t.pid] = &t;
  if (cex.threads.empty())  // cex files without <threads>: derive them from the steps
    for (const auto& st : cex.steps)
      if (!st.environment && st.c) by_pid.emplace(st.pid, nullptr);
  std::map<std::string, unsigned> pids_of_proctype, runs, instances;
  for (const auto& [pid, t] : by_pid) {
    std::string pt = t ? t->proctype : "";
    if (pt.empty())
      for (const auto& st : cex.steps)
        if (st.pid == pid) { pt = st.proctype; break; }
    pids_of_proctype[pt]++;
  }
  std::map<int, int> current;                     // pid -> schedule thread id
  std::vector<int> thread_of_step(cex.steps.size(), -1);
  std::vector<std::pair<int, unsigned>> order;    // (pid, incarnation) per thread id
  std::vector<unsigned> creation_of;              // the model's creation number per thread id
  for (size_t i = 0; i < cex.steps.size(); ++i) {
    const auto& st = cex.steps[i];
    auto run_at = st.statement.find("run ");
    if (run_at != std::string::npos) {
      std::string rest = st.statement.substr(run_at + 4);
      runs[rest.substr(0, rest.find('('))]++;
    }
    if (by_creation_index ? !by_key.count({st.pid, st.creation}) : !by_pid.count(st.pid)) continue;
    std::string pt = st.proctype;
    auto cur = current.find(st.pid);
    bool fresh = cur == current.end();
    if (by_creation_index) {
      fresh = fresh || creation_of[static_cast<size_t>(cur->second)] != st.creation;
    } else if (!fresh && instances[pt] < runs[pt]) {
      unsigned listed_without = 0;
      for (const auto& [pid, t] : by_pid)
        if (!current.count(pid) && t && t->proctype == pt) ++listed_without;
      fresh = listed_without == 0;
    }
    if (fresh) {
      int id = static_cast<int>(order.size());
      unsigned incarnation = cur == current.end() ? 0 : order[static_cast<size_t>(cur->second)].second + 1;
      order.push_back({st.pid, incarnation});
      creation_of.push_back(st.creation);
      current[st.pid] = id;
      instances[pt]++;
    }
    thread_of_step[i] = current[st.pid];
  }
  // Creation index per start function: first incarnations by pid (SPIN numbers runs in order),
  // then reused pids in the order they appear.
  std::vector<int> by_creation(order.size());
  for (size_t k = 0; k < order.size(); ++k) by_creation[k] = static_cast<int>(k);
  std::stable_sort(by_creation.begin(), by_creation.end(), [&](int a, int b) {
    if (by_creation_index) return creation_of[static_cast<size_t>(a)] < creation_of[static_cast<size_t>(b)];
    const auto& x = order[static_cast<size_t>(a)];
    const auto& y = order[static_cast<size_t>(b)];
    return x.second != y.second ? x.second < y.second : x.first < y.first;
  });
  // A model process ended when it ran its exit (the translator ends every proctype with
  // mokert_thread_exit(), `mokert_exited[_pid] = 1` in the pthread runtime) or SPIN gave its pid
  // to a later `run`. Only such a thread runs to its end in the replay; the others stay parked.
  std::vector<bool> ended(order.size(), false);
  for (size_t i = 0; i < cex.steps.size(); ++i)
    if (thread_of_step[i] >= 0 && cex.steps[i].statement.find("mokert_exited[_pid]") != std::string::npos)
      ended[static_cast<size_t>(thread_of_step[i])] = true;
  for (size_t a = 0; a < order.size(); ++a)
    for (size_t b = 0; b < order.size(); ++b)
      if (order[a].first == order[b].first && order[b].second > order[a].second) ended[a] = true;
  // SPIN removed the process (a script's own proctype, which has no exit step, at its end).
  for (size_t a = 0; a < order.size(); ++a) {
    const CexThread* t = nullptr;
    if (by_creation_index) {
      auto k = by_key.find({order[a].first, creation_of[a]});
      if (k != by_key.end()) t = k->second;
    } else if (auto p = by_pid.find(order[a].first); p != by_pid.end() && order[a].second == 0) {
      t = p->second;
    }
    if (t && t->terminated) ended[a] = true;
  }
  std::map<int, int> id_map;  // provisional id -> dense id in creation order
  std::map<std::pair<int, unsigned>, int> thread_of_key;  // (pid, creation) -> schedule thread id
  std::map<std::string, unsigned> created;
  for (int prov : by_creation) {
    int pid = order[static_cast<size_t>(prov)].first;
    const CexThread* t = by_creation_index ? by_key[{pid, creation_of[static_cast<size_t>(prov)]}] : by_pid[pid];
    ScheduleThread th;
    th.id = static_cast<int>(s.threads.size());
    th.pid = pid;
    th.proctype = t ? t->proctype : "";
    th.function = t ? t->function : "";
    for (size_t i = 0; i < cex.steps.size() && (th.function.empty() || th.proctype.empty()); ++i)
      if (thread_of_step[i] == prov) {
        if (th.proctype.empty()) th.proctype = cex.steps[i].proctype;
        if (th.function.empty() && cex.steps[i].c) th.function = cex.steps[i].c->function;
      }
    if (th.function.empty()) th.function = th.proctype;
    th.creation_index = created[th.function]++;
    th.ended = ended[static_cast<size_t>(prov)];
    id_map[prov] = th.id;
    if (by_creation_index) thread_of_key[{pid, creation_of[static_cast<size_t>(prov)]}] = th.id;
    s.threads.push_back(th);
  }
  // Listed threads that never took a step still exist in C: they wait until the free run.
  for (const auto& [key, t] : by_key) {
    bool seen = false;
    for (size_t k = 0; k < order.size(); ++k)
      seen = seen || (order[k].first == key.first && creation_of[k] == key.second);
    if (!by_creation_index || seen || !t) continue;
    ScheduleThread th{static_cast<int>(s.threads.size()), key.first, t->proctype,
                      t->function.empty() ? t->proctype : t->function, 0};
    th.creation_index = created[th.function]++;
    thread_of_key[key] = th.id;
    s.threads.push_back(th);
  }
  for (const auto& [pid, t] : by_pid)
    if (!by_creation_index && !current.count(pid) && t) {
      ScheduleThread th{static_cast<int>(s.threads.size()), pid, t->proctype,
                        t->function.empty() ? t->proctype : t->function, 0};
      th.creation_index = created[th.function]++;
      s.threads.push_back(th);
    }

  // Threads the counterexample created and never ran, from its record of process starts, and
  // each thread's creation index per start function in the order SPIN created them. Ordered
  // by steps instead, a never-run worker created before a running one of the same function came
  // last, the two swapped their C identities and the replay forced the wrong thread.
  const bool have_starts = !cex.starts.empty();
  if (have_starts) {
    // The model's creation number of each schedule thread: 0 for init and active processes.
    std::vector<unsigned> creation_number(s.threads.size(), 0);
    for (const auto& [key, id] : thread_of_key) creation_number[static_cast<size_t>(id)] = key.second;
    for (const auto& st : cex.starts) {
      if (st.function.empty() || thread_of_key.count({st.pid, st.creation})) continue;
      ScheduleThread th{static_cast<int>(s.threads.size()), st.pid, st.proctype, st.function, 0};
      thread_of_key[{st.pid, st.creation}] = th.id;
      creation_number.push_back(st.creation);
      s.threads.push_back(th);
    }
    std::vector<size_t> by_number(s.threads.size());
    for (size_t k = 0; k < by_number.size(); ++k) by_number[k] = k;
    std::stable_sort(by_number.begin(), by_number.end(),
                     [&](size_t a, size_t b) { return creation_number[a] < creation_number[b]; });
    std::map<std::string, unsigned> index_of;
    for (size_t k : by_number) s.threads[k].creation_index = index_of[s.threads[k].function]++;
  }

  // Without a record of starts (a counterexample built by hand): a thread the model created that
  // took no step has none in the schedule, but it exists in
  // C. In a deadlock claim it may have blocked before its first step (a `sem_wait` on 0 at the
  // top of its function): released with the others after the last row, the runtime sees it
  // block and names its wait. Otherwise the counterexample has it not run at all: gated, it
  // stays where it is, as it did in the model (left to run freely, it raced the forced threads
  // and made a real order violation NOT_REPRODUCED now and then). Its creation is the
  // pthread_create step that stores the thread's argument (once per call), or a script's rule
  // that starts it with `run`.
  if (!have_starts) {
    std::map<std::string, unsigned> creates;
    for (const auto& st : cex.steps) {
      if (!st.c || st.c->c_text.rfind("pthread_create(", 0) != 0 ||
          (st.statement.find("mokert_argv[") == std::string::npos && st.statement.find("run ") == std::string::npos))
        continue;
      std::vector<std::string> args(1);
      int depth = 0;
      for (char ch : st.c->c_text.substr(15)) {
        if (ch == '(') ++depth;
        if (ch == ')' && depth-- == 0) break;
        if (ch == ',' && depth == 0) args.emplace_back();
        else if (ch != ' ' && ch != '&') args.back() += ch;
      }
      if (args.size() == 4 && !args[2].empty()) creates[args[2]]++;
    }
    for (const auto& [fn, n] : creates) {
      unsigned have = 0;
      for (const auto& th : s.threads) have += th.function == fn;
      for (; have < n; ++have) {
        ScheduleThread th{static_cast<int>(s.threads.size()), -1, "p_" + fn, fn, 0};
        th.creation_index = created[th.function]++;
        s.threads.push_back(th);
      }
    }
  }

  // The thread steps that came from C, in order.
  std::vector<std::pair<int, ThreadStep>> steps;
  for (size_t i = 0; i < cex.steps.size(); ++i) {
    const auto& st = cex.steps[i];
    if (st.environment || thread_of_step[i] < 0) continue;
    const MapEntry* c = st.c ? &*st.c : map.find(st.pml_line);
    if (!c) continue;  // a model-only step (runtime inline internals): not a place in C
    if (c->c.file.empty() || c->c.line == 0)
      throw InputError(located(st.pml_file, st.pml_line, "counterexample step " + std::to_string(st.index) +
                                                            " maps to C without a file:line; re-run mokert extract"));
    steps.push_back({id_map[thread_of_step[i]], ThreadStep{&st, *c}});
  }
  const unsigned last_index = cex.steps.empty() ? 0 : cex.steps.back().index;

  // A liveness counterexample (a lasso): the prefix once, then the cycle `cycle_repeats` times.
  bool liveness = (cex.outcome == PropertyOutcome::AcceptanceCycle ||
                   cex.outcome == PropertyOutcome::NonProgressCycle) && cex.cycle_start > 0;
  size_t cycle_begin = steps.size();
  if (liveness) {
    for (size_t i = 0; i < steps.size(); ++i)
      if (steps[i].second.step->index >= cex.cycle_start) { cycle_begin = i; break; }
    std::vector<std::pair<int, ThreadStep>> cycle(steps.begin() + static_cast<long>(cycle_begin), steps.end());
    for (unsigned k = 1; k < std::max(1u, cycle_repeats) && !cycle.empty(); ++k)
      steps.insert(steps.end(), cycle.begin(), cycle.end());
    s.end = EndMode::Cycle;
    s.cycle_repeats = std::max(1u, cycle_repeats);
  }

  // Executions per (thread, statement): a new one starts when the thread moves to another
  // statement, or comes back to the same one: its Promela line goes back, or stays and the step
  // repeats the statement that began the current execution. (A runtime macro expands on the
  // call's line into several steps with other texts: those continue one execution.)
  // (Pieces of one macro use share file:line:col; `macro` tells them apart.)
  using Place = std::tuple<std::string, unsigned, unsigned, std::string>;
  struct Current {
    Place place;
    unsigned pml_line;
    std::string first_text;  // Promela text of the execution's first step
  };
  // Per (thread, statement): the current pass and the furthest point of it reached so far.
  struct Pass {
    unsigned number = 0;
    int rank = -1;
  };
  std::map<std::pair<int, Place>, Pass> passes;
  std::vector<unsigned> pass_of(steps.size());
  std::vector<ProbeKey> key_of(steps.size());
  // Whether each step continues its thread's execution of the statement of its previous step.
  // A choice the model makes for a `nondet` line (`select(v : a .. b)`) loops on its own Promela
  // line, once per value it passes: still the one pass of the C statement.
  std::vector<bool> continues(steps.size());
  constexpr size_t none = static_cast<size_t>(-1);
  std::vector<size_t> previous_of(steps.size(), none);  // the index of the thread's step before
  {
    std::map<int, Current> last_seen;
    std::map<int, size_t> previous;
    for (size_t i = 0; i < steps.size(); ++i) {
      const auto& [tid, ts] = steps[i];
      Place place{ts.c.c.file, ts.c.c.line, ts.c.c.col, ts.c.c.macro};
      auto last = last_seen.find(tid);
      continues[i] = last != last_seen.end() && last->second.place == place &&
                     (ts.step->pml_line > last->second.pml_line ||
                      (ts.step->pml_line == last->second.pml_line &&
                       (ts.step->statement != last->second.first_text || !ts.c.nondet.empty())));
      std::string first = continues[i] ? last->second.first_text : ts.step->statement;
      last_seen[tid] = Current{place, ts.step->pml_line, std::move(first)};
      if (auto p = previous.find(tid); p != previous.end()) previous_of[i] = p->second;
      previous[tid] = i;
    }
  }
  // A step after which another thread runs before this thread's execution of the same statement
  // goes on: the model interleaves inside one C statement (a user's rule that writes an
  // assignment as a load and a store, `c_code { tmp = now.x }; c_code { now.x = tmp + 1 }`).
  // For an assignment the instrumenter makes the same cut, between the load and the store;
  // merging the two halves would run the statement whole and lose the interleaving.
  std::vector<bool> cut_inside(steps.size());
  for (size_t i = 0; i < steps.size(); ++i) {
    const size_t p = previous_of[i];
    // Only within one model line: a rule's right-hand side, several statements on the line of
    // the C statement. (The model's own expansions put a statement's parts on lines of their
    // own: a switch on a call's value stores it, then tests it.)
    if (continues[i] && p + 1 < i && steps[i].second.step->pml_line == steps[p].second.step->pml_line)
      cut_inside[p] = true;
  }
  for (size_t i = 0; i < steps.size(); ++i) {
    const auto& [tid, ts] = steps[i];
    Place place{ts.c.c.file, ts.c.c.line, ts.c.c.col, ts.c.c.macro};
    // The statement that fails: the violation step, or else the cex's last step when it is C.
    // (A never claim's assertion fails after the last C step, not in it.)
    bool violating = cex.violation_step ? ts.step->index == cex.violation_step
                                        : (!s.property && ts.step->index == last_index &&
                                           cex.outcome == PropertyOutcome::AssertionViolated);
    const bool same = continues[i];
    std::string position = position_for(ts.c, violating, ts.step->statement);
    // (A nondet choice's select loop is one choice, whatever runs between its steps: its value is
    // forced, not its timing.)
    if (cut_inside[i] && position == "after" && ts.c.kind == StmtKind::Assign && ts.c.nondet.empty() &&
        ts.c.part.empty())
      position = "split";
    key_of[i] = ProbeKey{ts.c.c.file, ts.c.c.line, ts.c.c.col, position, ts.c.c.macro};
    // The store of a split statement violates (a freed object written): the thread is already
    // inside the statement, past a probe before it. Its point is the one between load and store;
    // reached there, it runs on into the store.
    if (violating && same && std::get<3>(key_of[previous_of[i]]) == "split") key_of[i] = key_of[previous_of[i]];
    // One pass of a statement goes through its points in order (before, the split or the
    // wait, woken, after or the condition), perhaps with a callee's steps in between (a
    // condition that calls a function the file defines): a point at or before the furthest
    // one reached begins the next pass.
    Pass& pass = passes[{tid, place}];
    int rank = point_rank(std::get<3>(key_of[i]));
    if (!same && (pass.number == 0 || rank <= pass.rank)) {
      ++pass.number;
      pass.rank = rank;
    }
    pass.rank = std::max(pass.rank, rank);
    pass_of[i] = pass.number;
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
      p.macro = c.c.macro;
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
    if (liveness && i < cycle_begin) s.cycle_from = sp.seq + 1;
    s.switches.push_back(sp);
    if (last) s.last_step = sp.cex_step;
  }

  // Forced data: the values the model chose, per thread in its order (a thread's calls of
  // nondeterministic inputs in C come in the same order while it follows the model's path).
  for (size_t i = 0; i < cex.steps.size(); ++i) {
    if (thread_of_step[i] < 0 || cex.steps[i].values.empty()) continue;
    for (const auto& v : cex.steps[i].values)
      s.values.push_back(ScheduleValue{id_map[thread_of_step[i]], v.name, v.value, cex.steps[i].index});
  }

  // Signals: the waiter the model woke, per signalling thread in order (its real signals come in
  // the same order while it follows the model's path). A woken thread is named by (pid,
  // creation); -1 (nobody waited, or a thread the schedule does not list) leaves the choice to
  // the runtime.
  for (size_t i = 0; i < cex.steps.size(); ++i) {
    if (thread_of_step[i] < 0 || !cex.steps[i].wake) continue;
    const CexWake& w = *cex.steps[i].wake;
    int woken = -1;
    for (size_t k = 0; k < order.size() && w.pid >= 0 && woken < 0; ++k)
      if (order[k].first == w.pid && (!by_creation_index || creation_of[k] == w.creation))
        woken = id_map[static_cast<int>(k)];
    s.wakes.push_back(ScheduleWake{id_map[thread_of_step[i]], woken, cex.steps[i].index});
  }

  // Branch checks: at every condition step the model took a known branch; the replay compares
  // the real value at that evaluation, so a guard the data never satisfies is named.
  for (size_t i = 0; i < steps.size(); ++i) {
    const auto& c = steps[i].second.c;
    if (c.kind != StmtKind::Condition || (c.branch != "true" && c.branch != "false")) continue;
    BranchCheck k;
    k.thread = steps[i].first;
    k.probe = probe_for(i);
    k.count = pass_of[i];
    k.expected = c.branch == "true";
    k.cex_step = steps[i].second.step->index;
    s.checks.push_back(k);
  }
  return s;
}

} // namespace mokert
