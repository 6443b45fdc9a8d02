// Trail steps -> cex-N.xml content: C locations, threads, switch points.
#include <algorithm>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

#include "mokert/checker.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/numbers.hpp"
#include "mokert/text.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {

// The value printed for the C lvalue `name` among a step's assignments: the variable of that
// name (global, or a local "proc(pid):name"); else, when the step assigned one variable only,
// that one, its last value (the extractor may have renamed it).
const std::string* value_for(const std::string& name,
                             const std::vector<std::pair<std::string, std::string>>& assigned) {
  const std::string* last = nullptr;
  for (const auto& [var, value] : assigned) {
    auto colon = var.rfind("):");
    std::string bare = colon == std::string::npos ? var : var.substr(colon + 2);
    if (bare == name) last = &value;
  }
  // One variable only (perhaps assigned several times: a select's start and its increments).
  if (!last && !assigned.empty() &&
      std::all_of(assigned.begin(), assigned.end(), [&](const auto& a) { return a.first == assigned.front().first; }))
    last = &assigned.back().second;
  return last;
}

// Which waiter each pthread_cond_signal woke. The runtime's signal (pthread.pml, and cmem.pml's
// for a condition variable in C data) opens with `mokert_bit = 0` (`mokert_cbit`), scans the
// waiters' bits with that variable (spin -g prints it whenever it changes), clears the chosen
// one's bit (`c = (c&~((1<<mokert_bit)))`, `... &= ~(1u << now.mokert_cbit)`) and closes with the
// variable set to 0 again; when nobody waits it closes without clearing. The woken pid is the
// thread that holds that pid now: the last one seen running under it (it waited, so it ran).
void record_wakes(Counterexample& cex, const TrailReplay& replay) {
  std::map<std::string, unsigned> bit{{"mokert_bit", 0}, {"mokert_cbit", 0}};
  std::map<int, unsigned> creation_of_pid;
  enum class Scan { Idle, Scanning, Done };
  std::map<std::pair<int, unsigned>, Scan> scan;
  for (size_t i = 0; i < cex.steps.size() && i < replay.steps.size(); ++i) {
    CexStep& st = cex.steps[i];
    const bool signal = st.c && st.c->c_text.rfind("pthread_cond_signal(", 0) == 0;
    const std::pair<int, unsigned> thread{st.pid, st.creation};
    if (signal) {
      Scan& sc = scan[thread];
      const bool bound = st.statement == "mokert_bit = 0" || st.statement == "mokert_cbit = 0";
      std::string woke_by;
      if (st.statement.find("&~((1<<mokert_bit)))") != std::string::npos) woke_by = "mokert_bit";
      if (st.statement.find("&= ~(1u << now.mokert_cbit)") != std::string::npos) woke_by = "mokert_cbit";
      if (sc == Scan::Scanning && !woke_by.empty()) {
        const unsigned pid = bit[woke_by];
        auto c = creation_of_pid.find(static_cast<int>(pid));
        st.wake = CexWake{static_cast<int>(pid), c == creation_of_pid.end() ? 0u : c->second};
        sc = Scan::Done;
      } else if (bound && sc == Scan::Idle) {
        sc = Scan::Scanning;
      } else if (bound && sc == Scan::Scanning) {
        st.wake = CexWake{};  // closed without a wake: nobody waited, the signal is lost
        sc = Scan::Idle;
      } else if (bound) {
        sc = Scan::Idle;
      }
    } else {
      scan.erase(thread);
    }
    // cmem.pml's signal (the condition variable in C data) scans the waiters' bits that c_code
    // copied: spin -t cannot read them, its increments of mokert_cbit fail and print no value,
    // and pan runs each increment merged into its guard. Count them from the guards pan ran
    // (a value spin -t prints still sets the bit); before, every wake named pid 0.
    if (signal && (st.statement.find("mokert_cbits&(1<<mokert_cbit))==0") != std::string::npos ||
                   st.statement.find("mokert_cbits>>(mokert_cbit+1))!=0") != std::string::npos))
      ++bit["mokert_cbit"];
    if (st.statement == "mokert_cbit = 0") bit["mokert_cbit"] = 0;  // spin -t prints no change from its 0
    creation_of_pid[st.pid] = st.creation;
    for (const auto& [var, value] : replay.steps[i].assigned)
      if (auto b = bit.find(var); b != bit.end())
        if (auto v = parse_unsigned(value)) b->second = *v;
  }
}

// A condition that is only a nondeterministic input (`if (__VERIFIER_nondet_int())`, also
// through a macro): the rules let the model take either branch without a value, and the
// extractor marks the line `nondet` with the call; the branch the model took is the value the
// call must return (1 for true, 0 for false). Else nullopt.
std::optional<std::pair<std::string, std::string>> nondet_condition_value(const MapEntry& e) {
  if (e.kind != StmtKind::Condition || e.nondet.empty() || (e.branch != "true" && e.branch != "false"))
    return std::nullopt;
  return std::make_pair(e.nondet, std::string(e.branch == "true" ? "1" : "0"));
}

} // namespace

Counterexample build_counterexample(const TrailReplay& replay, const LineMap& map,
                                    const std::string& model_file, unsigned number,
                                    const std::string& trail) {
  Counterexample cex;
  cex.number = number;
  cex.trail = trail;
  cex.outcome = replay.outcome;
  cex.message = replay.message;
  const std::string model_name = fs::path(model_file).filename().string();

  // A thread is (pid, creation): SPIN reuses an ended process's pid for a later `run`.
  std::map<std::pair<int, unsigned>, size_t> thread_of;
  for (const auto& s : replay.steps) {
    CexStep step;
    step.index = static_cast<unsigned>(cex.steps.size() + 1);
    step.pid = s.pid;
    step.proctype = s.proctype;
    step.creation = s.creation;
    step.pml_file = s.file;
    step.pml_line = s.line;
    step.statement = s.statement;
    step.cycle_start = s.cycle_start;
    // Matched by the model line alone: both branches of one C `if` share a C line, never a
    // Promela line.
    const MapEntry* e = fs::path(s.file).filename() == model_name ? map.find(s.line) : nullptr;
    step.environment = e == nullptr;
    if (e) step.c = *e;
    if (step.cycle_start && cex.cycle_start == 0) cex.cycle_start = step.index;

    auto [it, fresh] = thread_of.try_emplace({s.pid, s.creation}, cex.threads.size());
    if (fresh) {
      CexThread t;
      t.pid = s.pid;
      t.proctype = s.proctype;
      t.creation = s.creation;
      t.environment = true;
      cex.threads.push_back(t);
    }
    CexThread& t = cex.threads[it->second];
    if (e) {
      t.environment = false;
      if (t.function.empty()) {
        // The start function, not a helper the thread calls first (expanded inside its
        // proctype, with the helper's name): the function the extractor made the proctype
        // from; else p_F stands for F when F's own lines are there (a -n body, the script's
        // proctype p_F by Modex's convention, has them as F's).
        t.function = e->function;
        for (const auto& p : map.processes)
          if (p.proctype == t.proctype) t.function = p.function;
        std::string own = t.proctype.rfind("p_", 0) == 0 ? t.proctype.substr(2) : "";
        for (const auto& m : map.entries)
          if (!own.empty() && t.function != own && (m.proctype == t.proctype || m.proctype == own) && m.function == own) {
            t.function = own;
            break;
          }
      }
    }
    cex.steps.push_back(step);
  }

  // Forced data: the value the model chose at a `nondet` line, one per execution of the line (a
  // nondeterministic input read in a loop gives one value per pass). A choice may take several
  // steps of its thread on the same line (a select loop), perhaps interleaved with other
  // threads: the value is the one the variable holds after the thread's last step of that run of
  // steps. spin -g -l prints a variable only when its value changes, so a select that keeps the
  // value the variable had (the same input twice, or 0 in a fresh process) prints nothing: the
  // values are tracked over the whole trail and read from there. Before (2026-11-25), such a pass
  // recorded no value and the replay gave the loop's later passes the wrong inputs (27_Boop).
  std::map<std::string, std::string> current;  // variable as spin prints it -> its value now
  std::map<unsigned, std::string> select_var;  // model line of a select -> its variable
  // A select's pass is its start (`mk_t1 = -1`, which the extractor writes as a step of its
  // own), increments (`mk_t1 = (mk_t1+1)`) and its break (`goto :b0`): a line with a break or an
  // increment is a select, and its assignments name the variable.
  static const std::regex brk(R"(^\s*goto :b\d+\s*$)");
  {
    static const std::regex assign(R"(^\s*([A-Za-z_]\w*) = (.*)$)");
    // pan -r prints an increment as its guard (`((mk_t1<2))`).
    static const std::regex guard(R"(^\(\(([A-Za-z_]\w*)<.*$)");
    std::map<unsigned, std::string> named;
    std::set<unsigned> select_lines;
    for (size_t i = 0; i < cex.steps.size(); ++i) {
      const CexStep& st = cex.steps[i];
      if (!st.c || st.c->nondet.empty() || st.c->kind == StmtKind::Condition) continue;
      std::smatch m;
      if (std::regex_match(st.statement, brk)) select_lines.insert(st.pml_line);
      if (std::regex_match(st.statement, m, assign)) {
        named.try_emplace(st.pml_line, m[1].str());
        if (m[2].str() == "(" + m[1].str() + "+1)") select_lines.insert(st.pml_line);
      } else if (std::regex_match(st.statement, m, guard)) {
        named.try_emplace(st.pml_line, m[1].str());
        select_lines.insert(st.pml_line);
      }
      for (const auto& a : replay.steps[i].assigned) {
        auto colon = a.first.rfind("):");
        named.try_emplace(st.pml_line, colon == std::string::npos ? a.first : a.first.substr(colon + 2));
      }
    }
    for (unsigned l : select_lines)
      if (auto n = named.find(l); n != named.end()) select_var[l] = n->second;
  }
  auto local_key = [&](const CexStep& st, const std::string& var) {
    return st.proctype + "(" + std::to_string(st.pid) + "):" + var;
  };
  std::set<std::pair<int, unsigned>> seen_threads;
  std::map<std::pair<int, unsigned>, size_t> open_choice;  // thread -> index of its last nondet step
  std::map<std::pair<int, unsigned>, std::string> chosen;
  // By value: the caller may pass a key of open_choice, which erasing it frees.
  auto close = [&](const std::pair<int, unsigned> thread) {
    auto o = open_choice.find(thread);
    if (o == open_choice.end()) return;
    auto v = chosen.find(thread);
    if (v != chosen.end()) {
      // A script's own wait: the runtime's name for a wait that ends with no signal.
      std::string name = cex.steps[o->second].c->nondet;
      if (name == kRuleWaitEnd) name = "mokert_spurious";
      cex.steps[o->second].values.push_back({name, v->second});
    }
    open_choice.erase(o);
    chosen.erase(thread);
  };
  for (size_t i = 0; i < cex.steps.size(); ++i) {
    const CexStep& st = cex.steps[i];
    const std::pair<int, unsigned> thread{st.pid, st.creation};
    if (seen_threads.insert(thread).second) {
      // A new process (perhaps on a reused pid): its locals start at 0, whatever the pid's
      // previous process left.
      const std::string tag = "(" + std::to_string(st.pid) + "):";
      for (auto c = current.begin(); c != current.end();)
        c = c->first.find(tag) != std::string::npos ? current.erase(c) : std::next(c);
    }
    for (const auto& [var, value] : replay.steps[i].assigned) current[var] = value;
    auto o = open_choice.find(thread);
    if (o != open_choice.end() && cex.steps[o->second].pml_line != st.pml_line) close(thread);
    if (st.c)
      if (auto v = nondet_condition_value(*st.c)) {
        close(thread);
        cex.steps[i].values.push_back({v->first, v->second});
        continue;
      }
    if (!st.c || st.c->nondet.empty()) continue;
    open_choice[thread] = i;
    if (st.c->nondet == "mokert_spurious" || st.c->nondet == "mokert_timedout") {
      // A condition wait's end (promela-runtime/pthread.pml's globals): the variable itself,
      // never another one the step assigned (the mutex taken again, the waiter's bit cleared);
      // never printed, it still holds its start value 0 (signalled). Left out, the thread's
      // next wait would take a later wait's value.
      auto g = current.find(st.c->nondet);
      chosen[thread] = g == current.end() ? std::string("0") : g->second;
    } else if (st.c->nondet == kRuleWaitEnd) {
      // The script's Promela let the thread past its wait: the real wait returns when the
      // thread has the turn, signalled or not (1: promela-runtime/pthread.pml's no-signal end).
      chosen[thread] = "1";
    } else if (auto sv = select_var.find(st.pml_line); sv != select_var.end()) {
      auto c = current.find(local_key(st, sv->second));
      if (c == current.end()) c = current.find(sv->second);  // a global
      chosen[thread] = c == current.end() ? std::string("0") : c->second;
    } else if (const std::string* v = value_for(st.c->nondet, replay.steps[i].assigned)) {
      chosen[thread] = *v;
    } else if (auto c = current.find(local_key(st, st.c->nondet)); c != current.end()) {
      chosen[thread] = c->second;  // a rule's choice that kept the local's value
    } else if (auto g = current.find(st.c->nondet); g != current.end()) {
      chosen[thread] = g->second;  // ... or the global's
    }
    // The select's break ends one pass: the next step on this line is the next pass.
    if (std::regex_match(st.statement, brk)) close(thread);
  }
  while (!open_choice.empty()) {
    // A script's wait the thread has not left when the trail ends (it may be blocked in it, a
    // deadlock): no value, so the real wait waits for a real signal.
    auto o = open_choice.begin();
    const std::string& n = cex.steps[o->second].c->nondet;
    if (n == kRuleWaitEnd) {
      chosen.erase(o->first);
      open_choice.erase(o);
      continue;
    }
    close(o->first);
  }

  record_wakes(cex, replay);

  // A thread executes C when any of its steps maps to C; runtime-model steps (a mutex inline)
  // inside such a thread are still that thread running.
  std::set<std::pair<int, unsigned>> c_threads;
  for (const auto& t : cex.threads)
    if (!t.environment) c_threads.insert({t.pid, t.creation});
  std::pair<int, unsigned> running{-1, 0};
  for (auto& step : cex.steps) {
    const std::pair<int, unsigned> thread{step.pid, step.creation};
    if (!c_threads.count(thread)) continue;
    if (running.first != -1 && thread != running) step.switch_before = true;
    running = thread;
  }
  // Process starts in SPIN's order, with the C start function: the thread's when it ran C, else
  // the proctype's own function in the map (p_F for F), else any function of its lines; a
  // proctype with no line from C (init, a script's %P process) has none.
  for (const auto& r : replay.starts) {
    CexStart st{r.pid, r.proctype, "", r.creation, r.step};
    for (const auto& t : cex.threads)
      if (t.pid == r.pid && t.creation == r.creation && !t.environment) st.function = t.function;
    std::string own = r.proctype.rfind("p_", 0) == 0 ? r.proctype.substr(2) : "";
    for (const auto& p : map.processes)
      if (p.proctype == r.proctype) own = st.function = p.function;
    for (const auto& m : map.entries) {
      if (!st.function.empty() && st.function == own) break;
      if (m.proctype != r.proctype) continue;
      if (st.function.empty() || m.function == own) st.function = m.function;
    }
    cex.starts.push_back(std::move(st));
  }
  for (const auto& [pid, creation] : replay.terminated)
    for (auto& t : cex.threads)
      if (t.pid == pid && t.creation == creation) t.terminated = true;
  cex.violation_step = replay.violation_step;
  if (cex.outcome == PropertyOutcome::InvalidEndState)
    for (const auto& f : replay.finals) {
      if (f.valid_end) continue;
      CexBlocked b{f.pid, f.proctype, f.creation, f.file, f.line, std::nullopt, ""};
      const bool in_model = fs::path(f.file).filename() == model_name;
      if (const MapEntry* e = in_model ? map.find(f.line) : nullptr) {
        b.c = *e;
      } else if (!in_model) {
        // A wait inside a runtime model's inline: the C call the thread was in.
        for (auto st = cex.steps.rbegin(); st != cex.steps.rend(); ++st)
          if (st->pid == f.pid && st->creation == f.creation && st->c) {
            b.c = st->c;
            break;
          }
      }
      cex.blocked.push_back(std::move(b));
    }
  return cex;
}

std::string interleaving_key(const Counterexample& cex) {
  std::string key;
  for (const auto& s : cex.steps) {
    if (!s.c) continue;
    key += s.proctype + "#" + std::to_string(s.creation) + "@" + s.c->c.file + ":" +
           std::to_string(s.c->c.line) + ":" + std::to_string(s.c->c.col) + ":" + s.c->c.macro + ":" + s.c->branch;
    for (const auto& v : s.values) key += "=" + v.name + ":" + v.value;
    key += "\n";
  }
  return key;
}

void read_blocked_lines(Counterexample& cex, const fs::path& dir) {
  std::map<std::string, std::vector<std::string>> files;
  for (auto& b : cex.blocked) {
    if (b.pml_file.empty() || fs::path(b.pml_file).has_parent_path()) continue;  // only the work folder's
    auto [f, fresh] = files.try_emplace(b.pml_file);
    if (fresh && is_file(dir / b.pml_file)) {
      std::istringstream in(read_file(dir / b.pml_file));
      for (std::string l; std::getline(in, l);) f->second.push_back(l);
    }
    if (b.pml_line >= 1 && b.pml_line <= f->second.size()) {
      std::string t = trim(f->second[b.pml_line - 1]);
      // Modex's "/* line N */" comment and the like are not the statement.
      if (auto c = t.find("/*"); c != std::string::npos) t = trim(t.substr(0, c));
      b.promela = t.size() > 120 ? t.substr(0, 120) + "..." : t;
    }
  }
}

bool blocked_only_by_failed_precondition(const Counterexample& end_state, const Counterexample& precondition) {
  if (end_state.outcome != PropertyOutcome::InvalidEndState ||
      precondition.outcome != PropertyOutcome::PreconditionFalse)
    return false;
  const std::string prefix = interleaving_key(end_state);
  const std::string whole = interleaving_key(precondition);
  // The failing step is one more C step after the same ones.
  return whole.size() > prefix.size() && whole.compare(0, prefix.size(), prefix) == 0 &&
         whole.find('\n', prefix.size()) == whole.size() - 1;
}

std::vector<Counterexample> read_counterexamples(const fs::path& dir) {
  static const std::regex name(R"(cex-(\d+)\.xml)");
  std::vector<std::pair<unsigned, fs::path>> found;
  std::error_code ec;
  for (const auto& f : fs::directory_iterator(dir, ec)) {
    std::smatch m;
    std::string n = f.path().filename().string();
    // A number too large for a counterexample is no counterexample file of ours.
    if (std::regex_match(n, m, name))
      if (auto k = parse_unsigned(m[1].str())) found.emplace_back(*k, f.path());
  }
  if (ec) throw InputError(dir.string() + ": cannot read the work folder: " + ec.message());
  std::sort(found.begin(), found.end());
  std::vector<Counterexample> out;
  for (const auto& [n, p] : found) out.push_back(read_counterexample(p));
  return out;
}

} // namespace mokert
