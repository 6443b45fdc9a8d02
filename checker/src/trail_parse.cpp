// Parses replayed trails. spin -t and pan -r print steps in nearly the same shape:
//   "  3:\tproc  1 (worker:1) model.pml:7 (state 3)\t[count = tmp]"
// spin -t adds an instance suffix to the proctype (":1"), pan -r does not; claim steps are
// "proc  -" (spin -t) or carry the claim's name (pan -r).
#include "mokert/trail.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <string_view>
#include <sstream>

#include "mokert/pan_output.hpp"
#include "mokert/text.hpp"

namespace mokert {
namespace {

// Hand-written matchers for the few line shapes SPIN prints (mokert/text.hpp): std::regex
// recursed once per character (a stack overflow on long statements) and made replaying a trail slow.

struct StepLine {
  std::string number, pid, proctype, file, line, rest;
};

// "  3:\tproc  1 (worker:1) model.pml:7 (state 3)\t[count = tmp]"; pid "-" for a claim step.
bool match_step(const std::string& l, StepLine& out) {
  size_t i = skip_spaces(l, 0);
  size_t j = digits_end(l, i);
  if (j == std::string::npos || j >= l.size() || l[j] != ':') return false;
  out.number = l.substr(i, j - i);
  i = skip_spaces(l, j + 1);
  if (i == j + 1 || !starts_with_at(l, i, "proc")) return false;
  j = skip_spaces(l, i + 4);
  if (j == i + 4) return false;
  if (j < l.size() && l[j] == '-') {
    i = j + 1;
  } else {
    i = digits_end(l, j);
    if (i == std::string::npos) return false;
  }
  out.pid = l.substr(j, i - j);
  j = skip_spaces(l, i);
  if (j == i || j >= l.size() || l[j] != '(') return false;
  const size_t open = j;
  // The proctype ends at the first ')' followed by " file:line (state N)".
  for (size_t close = l.find(')', open + 1); close != std::string::npos; close = l.find(')', close + 1)) {
    size_t k = skip_spaces(l, close + 1);
    if (k == close + 1) continue;
    size_t token_end = k;
    while (token_end < l.size() && !is_space(l[token_end])) ++token_end;
    const size_t colon = l.rfind(':', token_end == 0 ? 0 : token_end - 1);
    if (colon == std::string::npos || colon <= k || colon + 1 >= token_end) continue;
    if (digits_end(l, colon + 1) != token_end) continue;
    size_t m = skip_spaces(l, token_end);
    if (m == token_end || !starts_with_at(l, m, "(state")) continue;
    size_t n = skip_spaces(l, m + 6);
    if (n == m + 6) continue;
    n = digits_end(l, n);
    if (n == std::string::npos || n >= l.size() || l[n] != ')') continue;
    out.proctype = l.substr(open + 1, close - open - 1);
    out.file = l.substr(k, colon - k);
    out.line = l.substr(colon + 1, token_end - colon - 1);
    out.rest = l.substr(skip_spaces(l, n + 1));
    return true;
  }
  return false;
}

// "  22: proc 2 terminates" (spin -t, when SPIN removes an ended process)
bool match_terminates(const std::string& l, std::string& pid) {
  size_t i = skip_spaces(l, 0);
  size_t j = digits_end(l, i);
  if (j == std::string::npos || j == i || j >= l.size() || l[j] != ':') return false;
  i = skip_spaces(l, j + 1);
  if (!starts_with_at(l, i, "proc ")) return false;
  i = skip_spaces(l, i + 5);
  j = digits_end(l, i);
  if (j == std::string::npos || j == i || !starts_with_at(l, j, " terminates")) return false;
  if (skip_spaces(l, j + 11) != l.size()) return false;
  pid = l.substr(i, j - i);
  return true;
}

// "Starting worker with pid 2"
bool match_starting(const std::string& l, std::string& pid) {
  if (!starts_with_at(l, 0, "Starting ")) return false;
  size_t i = 9;
  size_t j = i;
  while (j < l.size() && !is_space(l[j])) ++j;
  if (j == i || !starts_with_at(l, j, " with pid ")) return false;
  i = j + 10;
  j = digits_end(l, i);
  if (j == std::string::npos || skip_spaces(l, j) != l.size()) return false;
  pid = l.substr(i, j - i);
  return true;
}

// "\t\tcount = 3": a value spin -t prints after a step.
bool match_assigned(const std::string& l, std::string& name, std::string& value) {
  if (!starts_with_at(l, 0, "\t\t")) return false;
  size_t j = 2;
  while (j < l.size() && !is_space(l[j])) ++j;
  if (j == 2 || !starts_with_at(l, j, " = ")) return false;
  name = l.substr(2, j - 2);
  value = trim_right(l.substr(j + 3));
  return true;
}

// "spin: model.pml:12, Error: assertion violated"
bool match_spin_assert(const std::string& l) {
  if (!starts_with_at(l, 0, "spin: ")) return false;
  size_t j = 6;
  while (j < l.size() && !is_space(l[j])) ++j;
  const size_t marker = l.find(", Error: assertion violated", 6);
  if (marker == std::string::npos || marker >= j) return false;
  // The file:line token ends at the comma: "model.pml:12,".
  const size_t colon = l.rfind(':', marker - 1);
  return colon != std::string::npos && colon > 6 && digits_end(l, colon + 1) == marker;
}

// "pan:1: invalid end state (at depth 31)": the message and the depth (0 when absent).
bool match_pan_error(const std::string& l, std::string& message, unsigned& depth) {
  if (!starts_with_at(l, 0, "pan:")) return false;
  size_t j = digits_end(l, 4);
  if (j == std::string::npos || !starts_with_at(l, j, ": ")) return false;
  std::string text = trim_right(l.substr(j + 2));
  depth = 0;
  const size_t at = text.rfind(" (at depth ");
  if (at != std::string::npos && text.back() == ')') {
    const size_t d = at + 11;
    const size_t e = digits_end(text, d);
    if (e == text.size() - 1 && e - d <= 9) {
      depth = static_cast<unsigned>(std::stoul(text.substr(d, e - d)));
      text = trim_right(text.substr(0, at));
    }
  }
  message = text;
  return true;
}

std::string strip_instance(std::string proctype) {
  const size_t colon = proctype.rfind(':');
  if (colon != std::string::npos && digits_end(proctype, colon + 1) == proctype.size()) proctype.resize(colon);
  return proctype;
}

std::string bracketed(const std::string& rest) {
  auto open = rest.find('[');
  auto close = rest.rfind(']');
  if (open == std::string::npos || close == std::string::npos || close < open) return {};
  std::string s = rest.substr(open + 1, close - open - 1);
  auto b = s.find_first_not_of(' ');
  auto e = s.find_last_not_of(' ');
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// Numbers are digits the matchers found; too many of them clamp instead of throwing.
unsigned to_unsigned(const std::string& digits) {
  try {
    unsigned long long v = std::stoull(digits);
    return v > std::numeric_limits<unsigned>::max() ? std::numeric_limits<unsigned>::max() : static_cast<unsigned>(v);
  } catch (...) {
    return std::numeric_limits<unsigned>::max();
  }
}

bool trail_error_line(const std::string& line) {
  return line.find("error: invalid statement") != std::string::npos ||
         line.find("trail error") != std::string::npos ||
         line.find("jumps into") != std::string::npos ||
         line.find("not found") != std::string::npos ||
         line.find("cannot find") != std::string::npos ||
         line.find("no such proc") != std::string::npos ||
         line.find("could not find") != std::string::npos ||
         line.find("unexpected") != std::string::npos;
}

struct Parser {
  const std::vector<std::string>* claims = nullptr;
  bool pan = false;
  TrailReplay r;
  bool cycle_next = false, violation_next = false;
  unsigned runs = 0;                  // "Starting ..." lines seen: `run`s executed so far
  int pid_offset = 0;                 // 1 with a never claim: steps print pid - 1
  std::map<int, unsigned> creation;   // printed pid -> creation index of the process holding it
  bool in_step = false;               // value lines belong to the last kept step
  size_t unplaced = 0;                // starts from here on wait for the step that ran their `run`

  void on_violation(PropertyOutcome o, const std::string& msg) {
    // The last one counts: with -e, pan continues past earlier errors, and a trail replays
    // them all before the one pan reported it for.
    r.outcome = o;
    r.message = msg;
    violation_next = true;
  }

  bool is_claim(const std::string& proctype) const {
    return claims && std::find(claims->begin(), claims->end(), proctype) != claims->end();
  }
  // The creation index of the process that holds a printed pid now (0: init, active ones).
  unsigned creation_of(int pid) const {
    auto c = creation.find(pid);
    return c == creation.end() ? 0 : c->second;
  }

  // "15:\tproc  1 (p_logger:1) model.pml:47 (state 21) <valid end state>"
  void final_line(const std::string& l) {
    StepLine m;
    if (!match_step(l, m) || m.pid == "-") return;
    const unsigned pid = to_unsigned(m.pid);
    if (pid > static_cast<unsigned>(std::numeric_limits<int>::max())) return;
    TrailFinal f;
    f.pid = static_cast<int>(pid);
    f.proctype = strip_instance(m.proctype);
    if (is_claim(f.proctype)) return;
    f.file = m.file;
    f.line = to_unsigned(m.line);
    f.valid_end = m.rest.find("<valid end state>") != std::string::npos;
    f.creation = creation_of(f.pid);
    r.finals.push_back(std::move(f));
  }

  void line(const std::string& l) {
    if (l.find("<<<<<START OF CYCLE>>>>>") != std::string::npos) {
      cycle_next = true;
      return;
    }
    std::string a, b;
    if (match_starting(l, a)) {
      const unsigned pid = to_unsigned(a);
      if (pid <= static_cast<unsigned>(std::numeric_limits<int>::max())) {
        const int p = static_cast<int>(pid) - pid_offset;
        creation[p] = ++runs;
        // SPIN prints the start while it runs the `run`, before the step that ran it.
        r.starts.push_back({p, strip_instance(l.substr(9, l.find(" with pid ") - 9)), runs, 0});
      }
      in_step = false;
      return;
    }
    if (l.find(" terminates") != std::string::npos && match_terminates(l, a)) {
      const unsigned pid = to_unsigned(a);
      if (pid <= static_cast<unsigned>(std::numeric_limits<int>::max())) {
        // Numbered as the step lines are: SPIN 6 leaves the never claim out of this number, not
        // out of "Starting ... with pid N".
        const int p = static_cast<int>(pid);
        r.terminated.emplace_back(p, creation_of(p));
      }
      in_step = false;
      return;
    }
    if (l.rfind("starting claim", 0) == 0) {
      pid_offset = 1;
      return;
    }
    if (in_step && match_assigned(l, a, b)) {
      r.steps.back().assigned.emplace_back(a, b);
      return;
    }
    in_step = false;
    StepLine m;
    if (match_step(l, m)) {
      if (m.pid == "-") return;  // spin -t: never-claim step
      TrailStep s;
      s.number = to_unsigned(m.number);
      const unsigned pid = to_unsigned(m.pid);
      s.pid = pid > static_cast<unsigned>(std::numeric_limits<int>::max()) ? -1 : static_cast<int>(pid);
      s.proctype = strip_instance(m.proctype);
      s.file = m.file;
      s.line = to_unsigned(m.line);
      s.statement = bracketed(m.rest);
      if (is_claim(s.proctype)) return;
      if (s.line == 0) return;  // pan -r: "-:0 [-end-]", a process terminating
      s.cycle_start = cycle_next;
      cycle_next = false;
      s.creation = creation_of(s.pid);
      r.steps.push_back(s);
      for (; unplaced < r.starts.size(); ++unplaced) r.starts[unplaced].step = static_cast<unsigned>(r.steps.size());
      in_step = true;
      if (violation_next) {
        r.violation_step = static_cast<unsigned>(r.steps.size());
        violation_next = false;
      }
      return;
    }
    static constexpr std::string_view spin_text = "spin: text of failed assertion: ";
    static constexpr std::string_view pan_pre = "pan: precondition false:";
    unsigned depth = 0;
    if (match_spin_assert(l)) {
      on_violation(PropertyOutcome::AssertionViolated, "assertion violated");
    } else if (starts_with_at(l, 0, spin_text)) {
      if (r.outcome == PropertyOutcome::AssertionViolated) {
        std::string t = l.substr(spin_text.size());
        // "assert((count==2))" -> "assertion violated (count==2)", pan's wording.
        if (t.rfind("assert(", 0) == 0 && t.back() == ')') t = t.substr(7, t.size() - 8);
        r.message = "assertion violated " + t;
      }
    } else if (match_pan_error(l, a, depth)) {
      on_violation(classify_pan_error(a), a);
      r.violation_depth = depth;
    } else if (starts_with_at(l, 0, pan_pre)) {
      on_violation(PropertyOutcome::PreconditionFalse, trim_right(l.substr(5)));
    } else if (l.find("trail ends after") != std::string::npos) {
      r.ended = true;
    } else if (trail_error_line(l) && r.error.empty()) {
      r.error = l.size() > 200 ? l.substr(0, 200) + "..." : l;
    }
  }
};

TrailReplay parse(const std::string& text, const std::vector<std::string>* claims, bool pan) {
  Parser p;
  p.claims = claims;
  p.pan = pan;
  std::istringstream in(text);
  std::string l;
  bool finals = false;
  while (std::getline(in, l)) {
    if (!l.empty() && l.back() == '\r') l.pop_back();
    // After the trail, SPIN lists the final state of every process in the step format.
    if (l.rfind("#processes", 0) == 0) {
      finals = true;
      continue;
    }
    if (finals) {
      if (!pan) p.final_line(l);
    } else {
      p.line(l);
    }
  }
  return p.r;
}

} // namespace

void name_pan_steps(TrailReplay& pan, const TrailReplay& spin) {
  std::map<unsigned, std::vector<const TrailStep*>> spin_at;
  for (const auto& s : spin.steps) spin_at[s.number].push_back(&s);
  std::map<unsigned, std::vector<TrailStep*>> pan_at;
  for (auto& s : pan.steps) pan_at[s.number].push_back(&s);
  // A statement spin -t prints under the same number as the one before it (the `v = -1` that
  // opens a `select`) has no step of pan's: what it assigned goes to the next step of its
  // process (the select's `break`), else the model's choice is lost.
  std::map<int, std::vector<std::pair<std::string, std::string>>> carried;
  std::map<const TrailStep*, unsigned> pan_index_of;  // spin step -> the pan step named by it (1-based)
  for (auto& [number, steps] : pan_at) {
    auto it = spin_at.find(number);
    if (it == spin_at.end()) continue;
    const auto& named = it->second;
    std::set<const TrailStep*> used;
    for (size_t i = 0; i < steps.size(); ++i) {
      TrailStep& step = *steps[i];
      const TrailStep* n = nullptr;
      if (named.size() == steps.size()) {
        n = named[i];
      } else {
        for (const TrailStep* c : named)
          if (c->line == step.line && !used.count(c)) n = c;
      }
      if (!n) continue;
      used.insert(n);
      pan_index_of[n] = static_cast<unsigned>(&step - pan.steps.data()) + 1;
      // With a never claim, pan -r counts the claim as pid 0; spin -t numbers as without one.
      step.pid = n->pid;
      step.file = n->file;
      step.line = n->line;
      step.creation = n->creation;
      step.assigned = n->assigned;
      auto c = carried.find(step.pid);
      if (c != carried.end()) {
        step.assigned.insert(step.assigned.begin(), c->second.begin(), c->second.end());
        carried.erase(c);
      }
    }
    for (const TrailStep* c : named)
      if (!used.count(c) && !c->assigned.empty())
        carried[c->pid].insert(carried[c->pid].end(), c->assigned.begin(), c->assigned.end());
  }
  // pan -r stops printing at a failing assertion: neither it nor the steps of the same atomic
  // sequence before it (an unlock macro) appear, and its "at depth N" counts an atomic sequence
  // as one step where spin -t numbers each statement. spin -t's steps after pan's last one are
  // those; the trail ends with the failing one.
  if (pan.violation_step == 0 && pan.violation_depth != 0) {
    const unsigned last = pan_at.empty() ? 0 : pan_at.rbegin()->first;
    for (auto it = spin_at.upper_bound(last); it != spin_at.end(); ++it)
      for (const TrailStep* s : it->second) {
        pan.steps.push_back(*s);
        pan_index_of[s] = static_cast<unsigned>(pan.steps.size());
      }
    if (spin_at.upper_bound(last) != spin_at.end()) pan.violation_step = static_cast<unsigned>(pan.steps.size());
  }
  // Process starts: at the pan step named by the spin step that ran the `run`; else at pan's
  // last step numbered no later than it (0 when none is).
  pan.terminated = spin.terminated;
  pan.finals = spin.finals;
  pan.starts.clear();
  for (TrailStart st : spin.starts) {
    if (st.step > 0 && st.step <= spin.steps.size()) {
      const TrailStep* creator = &spin.steps[st.step - 1];
      auto p = pan_index_of.find(creator);
      unsigned at = 0;
      if (p != pan_index_of.end()) {
        at = p->second;
      } else {
        for (size_t i = 0; i < pan.steps.size() && pan.steps[i].number <= creator->number; ++i)
          at = static_cast<unsigned>(i + 1);
      }
      st.step = at;
    }
    pan.starts.push_back(st);
  }
}

TrailReplay parse_spin_replay(const std::string& text) { return parse(text, nullptr, false); }

TrailReplay parse_pan_replay(const std::string& text, const std::vector<std::string>& claim_names) {
  return parse(text, &claim_names, true);
}

} // namespace mokert
