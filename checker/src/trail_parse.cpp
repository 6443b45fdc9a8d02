// Parses replayed trails. spin -t and pan -r print steps in nearly the same shape:
//   "  3:\tproc  1 (worker:1) model.pml:7 (state 3)\t[count = tmp]"
// spin -t adds an instance suffix to the proctype (":1"), pan -r does not; claim steps are
// "proc  -" (spin -t) or carry the claim's name (pan -r).
#include "mokert/trail.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <regex>
#include <sstream>

#include "mokert/pan_output.hpp"

namespace mokert {
namespace {

const std::regex& step_re() {
  static const std::regex re(
      R"(^\s*(\d+):\s+proc\s+(\d+|-)\s+\((.*)\)\s+(\S+):(\d+)\s+\(state\s+\d+\)\s*(.*)$)");
  return re;
}

std::string strip_instance(std::string proctype) {
  static const std::regex suffix(R"(:\d+$)");
  return std::regex_replace(proctype, suffix, "");
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

// Numbers are digits the regex matched; too many of them clamp instead of throwing.
unsigned to_unsigned(const std::string& digits) {
  try {
    unsigned long long v = std::stoull(digits);
    return v > std::numeric_limits<unsigned>::max() ? std::numeric_limits<unsigned>::max() : static_cast<unsigned>(v);
  } catch (...) {
    return std::numeric_limits<unsigned>::max();
  }
}

// std::regex recurses once per character (a stack overflow near 50,000): longer lines, which
// only a huge statement text makes, are matched without their bracketed statement.
constexpr size_t kLongestMatchedLine = 8192;

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

  void on_violation(PropertyOutcome o, const std::string& msg) {
    // The last one counts: with -e, pan continues past earlier errors, and a trail replays
    // them all before the one pan reported it for.
    r.outcome = o;
    r.message = msg;
    violation_next = true;
  }

  void line(const std::string& full) {
    std::smatch m;
    std::string shortened;
    const bool is_long = full.size() > kLongestMatchedLine;
    if (is_long) {
      const size_t open = full.find('[');
      if (open == std::string::npos || open > kLongestMatchedLine) {
        if (trail_error_line(full) && r.error.empty()) r.error = full.substr(0, 200) + "...";
        return;
      }
      shortened = full.substr(0, open) + "[]";
    }
    const std::string& l = is_long ? shortened : full;
    if (l.find("<<<<<START OF CYCLE>>>>>") != std::string::npos) {
      cycle_next = true;
      return;
    }
    static const std::regex starting(R"(^Starting (\S+) with pid (\d+)\s*$)");
    static const std::regex assigned(R"(^\t\t(\S+) = (.*?)\s*$)");
    if (std::regex_match(l, m, starting)) {
      const unsigned pid = to_unsigned(m[2]);
      if (pid <= static_cast<unsigned>(std::numeric_limits<int>::max())) creation[static_cast<int>(pid) - pid_offset] = ++runs;
      in_step = false;
      return;
    }
    if (l.rfind("starting claim", 0) == 0) {
      pid_offset = 1;
      return;
    }
    if (in_step && std::regex_match(l, m, assigned)) {
      r.steps.back().assigned.emplace_back(m[1], m[2]);
      return;
    }
    in_step = false;
    if (std::regex_match(l, m, step_re())) {
      if (m[2] == "-") return;  // spin -t: never-claim step
      TrailStep s;
      s.number = to_unsigned(m[1]);
      const unsigned pid = to_unsigned(m[2]);
      s.pid = pid > static_cast<unsigned>(std::numeric_limits<int>::max()) ? -1 : static_cast<int>(pid);
      s.proctype = strip_instance(m[3]);
      s.file = m[4];
      s.line = to_unsigned(m[5]);
      s.statement = bracketed(is_long ? full : std::string(m[6]));
      if (claims && std::find(claims->begin(), claims->end(), s.proctype) != claims->end()) return;
      if (s.line == 0) return;  // pan -r: "-:0 [-end-]", a process terminating
      s.cycle_start = cycle_next;
      cycle_next = false;
      auto c = creation.find(s.pid);
      s.creation = c == creation.end() ? 0 : c->second;
      r.steps.push_back(s);
      in_step = true;
      if (violation_next) {
        r.violation_step = static_cast<unsigned>(r.steps.size());
        violation_next = false;
      }
      return;
    }
    static const std::regex spin_assert(R"(^spin: (\S+):(\d+), Error: (assertion violated.*)$)");
    static const std::regex spin_text(R"(^spin: text of failed assertion: (.*)$)");
    static const std::regex pan_err(R"(^pan:\d+: (.*?)(?: \(at depth (\d{1,9})\))?\s*$)");
    static const std::regex pan_pre(R"(^pan: (precondition false:.*?)\s*$)");
    if (std::regex_match(l, m, spin_assert)) {
      on_violation(PropertyOutcome::AssertionViolated, "assertion violated");
    } else if (std::regex_match(l, m, spin_text)) {
      if (r.outcome == PropertyOutcome::AssertionViolated) {
        std::string t = m[1];
        // "assert((count==2))" -> "assertion violated (count==2)", pan's wording.
        if (t.rfind("assert(", 0) == 0 && t.back() == ')') t = t.substr(7, t.size() - 8);
        r.message = "assertion violated " + t;
      }
    } else if (std::regex_match(l, m, pan_err)) {
      on_violation(classify_pan_error(m[1]), m[1]);
      r.violation_depth = m[2].matched ? static_cast<unsigned>(std::stoul(m[2])) : 0;
    } else if (std::regex_match(l, m, pan_pre)) {
      on_violation(PropertyOutcome::PreconditionFalse, m[1]);
    } else if (l.find("trail ends after") != std::string::npos) {
      r.ended = true;
    } else if (trail_error_line(l) && r.error.empty()) {
      r.error = l;
    }
  }
};

TrailReplay parse(const std::string& text, const std::vector<std::string>* claims, bool pan) {
  Parser p;
  p.claims = claims;
  p.pan = pan;
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) {
    if (!l.empty() && l.back() == '\r') l.pop_back();
    // After the trail, SPIN lists the final state of every process in the step format.
    if (l.rfind("#processes", 0) == 0) break;
    p.line(l);
  }
  return p.r;
}

} // namespace

void name_pan_steps(TrailReplay& pan, const TrailReplay& spin) {
  std::map<unsigned, std::vector<const TrailStep*>> spin_at;
  for (const auto& s : spin.steps) spin_at[s.number].push_back(&s);
  std::map<unsigned, std::vector<TrailStep*>> pan_at;
  for (auto& s : pan.steps) pan_at[s.number].push_back(&s);
  for (auto& [number, steps] : pan_at) {
    auto it = spin_at.find(number);
    if (it == spin_at.end()) continue;
    const auto& named = it->second;
    for (size_t i = 0; i < steps.size(); ++i) {
      TrailStep& step = *steps[i];
      const TrailStep* n = nullptr;
      if (named.size() == steps.size()) {
        n = named[i];
      } else {
        for (const TrailStep* c : named)
          if (c->line == step.line) n = c;
      }
      if (!n) continue;
      // With a never claim, pan -r counts the claim as pid 0; spin -t numbers as without one.
      step.pid = n->pid;
      step.file = n->file;
      step.line = n->line;
      step.creation = n->creation;
      step.assigned = n->assigned;
    }
  }
  // pan -r stops printing at a failing assertion: neither it nor the steps of the same atomic
  // sequence before it (an unlock macro) appear, and its "at depth N" counts an atomic sequence
  // as one step where spin -t numbers each statement. spin -t's steps after pan's last one are
  // those; the trail ends with the failing one.
  if (pan.violation_step != 0 || pan.violation_depth == 0) return;
  const unsigned last = pan_at.empty() ? 0 : pan_at.rbegin()->first;
  for (auto it = spin_at.upper_bound(last); it != spin_at.end(); ++it)
    for (const TrailStep* s : it->second) pan.steps.push_back(*s);
  if (spin_at.upper_bound(last) != spin_at.end()) pan.violation_step = static_cast<unsigned>(pan.steps.size());
}

TrailReplay parse_spin_replay(const std::string& text) { return parse(text, nullptr, false); }

TrailReplay parse_pan_replay(const std::string& text, const std::vector<std::string>& claim_names) {
  return parse(text, &claim_names, true);
}

} // namespace mokert
