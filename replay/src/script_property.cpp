// The script's property (a monitor process or a never claim) as a C check on the real program.
#include "src/script_property.hpp"

#include <algorithm>
#include <regex>
#include <cctype>

#include "mokert/text.hpp"

namespace mokert {

namespace {

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

} // namespace

bool one_parenthesized(const std::string& s) {
  if (s.size() < 2 || s.front() != '(' || s.back() != ')') return false;
  int depth = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    if (s[i] == ')' && --depth == 0 && i + 1 < s.size()) return false;
  }
  return depth == 0;
}

size_t promela_assignment_at(const std::string& s) {
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '=') continue;
    bool before = i > 0 && std::string("=!<>").find(s[i - 1]) != std::string::npos;
    bool after = i + 1 < s.size() && s[i + 1] == '=';
    if (!before && !after) return i;
    if (after) ++i;
  }
  return std::string::npos;
}

namespace {

// The inside of `assert(...)`, or empty when `s` is no assertion.
std::string asserted(const std::string& s) {
  std::string t = trim(s);
  if (t.rfind("assert", 0) != 0) return "";
  std::string rest = trim(t.substr(6));
  return one_parenthesized(rest) ? rest.substr(1, rest.size() - 2) : "";
}

// A test of the model's process count only (`(_nr_pr==1)`: the harness's init waiting for the
// processes it ran to end). It reads no C state; the replay's schedule already orders the threads.
bool process_count_wait(const std::string& t) {
  if (t.find("_nr_pr") == std::string::npos) return false;
  std::string rest = t;
  for (size_t at = rest.find("_nr_pr"); at != std::string::npos; at = rest.find("_nr_pr")) rest.erase(at, 6);
  // The extractor subtracts the processes kept for their stack (`(_nr_pr - mokert_kept)`).
  for (size_t at = rest.find("mokert_kept"); at != std::string::npos; at = rest.find("mokert_kept")) rest.erase(at, 11);
  return std::none_of(rest.begin(), rest.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; });
}

} // namespace

bool neutral_script_step(const std::string& s) {
  std::string t = trim(s);
  if (t == "(1)" || t == "1" || t == "skip" || t == "else" || t == "break" || t == "(true)" || t == "true") return true;
  if (t.rfind("run ", 0) == 0 || t.rfind("(run ", 0) == 0 || process_count_wait(t)) return true;
  return t.rfind("goto ", 0) == 0 || t.rfind("printf(", 0) == 0 || t.rfind("printm(", 0) == 0;
}

std::string tested_expression(const std::string& s) {
  std::string t = trim(s);
  if (auto a = asserted(t); !a.empty()) return a;
  if (!one_parenthesized(t)) return "";
  // `(x = 1)` is no test; `==`, `!=`, `<=`, `>=` are.
  return promela_assignment_at(t) == std::string::npos ? t : "";
}

bool promela_expression_to_c(const std::string& expr, std::string& c, std::vector<std::string>& names,
                             std::string& why) {
  static const std::vector<std::string> promela_only = {
      "len", "empty", "nempty", "full", "nfull", "timeout", "np_", "enabled", "pc_value", "run", "eval",
      "_pid", "_nr_pr", "mokert_kept", "_last", "_p", "_", "c_expr", "c_code", "skip", "else"};
  c.clear();
  std::string prev;  // previous token
  for (size_t i = 0; i < expr.size();) {
    char ch = expr[i];
    if (std::isspace(static_cast<unsigned char>(ch))) {
      if (!c.empty() && c.back() != ' ') c += ' ';
      ++i;
      continue;
    }
    if (std::isalpha(static_cast<unsigned char>(ch)) || ch == '_') {
      size_t e = i;
      while (e < expr.size() && word_char(expr[e])) ++e;
      std::string w = expr.substr(i, e - i);
      size_t after = e;
      while (after < expr.size() && expr[after] == ' ') ++after;
      i = e;
      if (prev == "." || prev == "->") {  // a member: the C struct's own name
        c += w;
        prev = w;
        continue;
      }
      if (w == "now" && after < expr.size() && expr[after] == '.') {  // SPIN's state vector: the global itself
        i = after + 1;
        prev = "";
        continue;
      }
      if (w == "true" || w == "false") {
        c += w == "true" ? "1" : "0";
        prev = "1";
        continue;
      }
      if (std::find(promela_only.begin(), promela_only.end(), w) != promela_only.end()) {
        why = "`" + w + "` is Promela's, not the program's";
        return false;
      }
      if (w.rfind("mokert_", 0) == 0) {
        why = "`" + w + "` is the model's own state (the runtime's), not the program's";
        return false;
      }
      if (after < expr.size() && expr[after] == '(') {
        why = "`" + w + "(...)` is a call: the replay evaluates no calls in the program";
        return false;
      }
      if (std::find(names.begin(), names.end(), w) == names.end()) names.push_back(w);
      c += w;
      prev = w;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      size_t e = i;
      while (e < expr.size() && (word_char(expr[e]) || expr[e] == '.')) ++e;
      c += expr.substr(i, e - i);
      prev = "1";
      i = e;
      continue;
    }
    if (ch == '-' && i + 1 < expr.size() && expr[i + 1] == '>') {
      // C's member access in c_expr text; Promela's conditional `(a -> b : c)` has a `:` too.
      c += "->";
      prev = "->";
      i += 2;
      continue;
    }
    if (ch == '=' && !(i + 1 < expr.size() && expr[i + 1] == '=') &&
        !(i > 0 && std::string("=!<>").find(expr[i - 1]) != std::string::npos)) {
      why = "it assigns (`=`)";
      return false;
    }
    if (ch == '?' || ch == ':' || ch == '@' || ch == ';' || ch == '"' || ch == '\'' || ch == '{' || ch == '}') {
      why = std::string("`") + ch + "` has no C counterpart here (a channel, a remote reference or a conditional)";
      return false;
    }
    c += ch;
    prev = std::string(1, ch);
    ++i;
  }
  while (!c.empty() && c.back() == ' ') c.pop_back();
  if (c.empty()) {
    why = "the expression is empty";
    return false;
  }
  return true;
}

std::map<std::string, std::string> pan_c_code_texts(const std::string& pan_c) {
  std::map<std::string, std::string> out;
  static const std::string open = "{ \"c_code";
  for (size_t at = pan_c.find(open); at != std::string::npos; at = pan_c.find(open, at + 1)) {
    size_t name_end = pan_c.find('"', at + 3);
    if (name_end == std::string::npos) break;
    std::string name = pan_c.substr(at + 3, name_end - at - 3);
    size_t q = pan_c.find('"', name_end + 1);
    size_t line_end = pan_c.find('\n', at);
    if (q == std::string::npos || q > line_end) continue;
    std::string text;
    size_t i = q + 1;
    for (; i < pan_c.size() && pan_c[i] != '"' && pan_c[i] != '\n'; ++i) {
      if (pan_c[i] == '\\' && i + 1 < pan_c.size()) {
        char e = pan_c[++i];
        text += e == 'n' ? ' ' : e == 't' ? ' ' : e;
      } else {
        text += pan_c[i];
      }
    }
    if (i < pan_c.size() && pan_c[i] == '"') out.emplace(name, trim(text));
  }
  return out;
}

namespace {

// Whether every variable the Promela text names is one of `locals` (and it names one).
bool only_names_of(const std::string& text, const std::map<std::string, long long>& locals) {
  static const std::regex word(R"([A-Za-z_][A-Za-z0-9_]*)");
  bool any = false;
  for (std::sregex_iterator it(text.begin(), text.end(), word), end; it != end; ++it) {
    std::string w = it->str();
    size_t at = static_cast<size_t>(it->position());
    if (at > 0 && (std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '.')) continue;
    if (w == "true" || w == "false") continue;
    if (!locals.count(w)) return false;
    any = true;
  }
  return any;
}

// `{c_code12}` -> `c_expr text`, parenthesized.
std::string with_c_code(std::string s, const std::map<std::string, std::string>& texts) {
  for (size_t at = s.find("{c_code"); at != std::string::npos; at = s.find("{c_code", at + 1)) {
    size_t end = s.find('}', at);
    if (end == std::string::npos) break;
    auto it = texts.find(s.substr(at + 1, end - at - 1));
    if (it == texts.end()) continue;
    s.replace(at, end - at + 1, "(" + it->second + ")");
  }
  return s;
}

} // namespace

std::optional<ScheduleProperty> script_property(const Counterexample& cex,
                                                const std::map<std::string, std::string>& c_code_texts,
                                                const std::vector<std::string>* model_lines,
                                                bool setup_by_main,
                                                const std::map<std::string, long long>& init_locals) {
  // A never claim the script writes by hand that reaches its end (pan: "end state in claim
  // reached"): its path is not in the trail, so there is nothing to test, but the program checks
  // nothing either: undecided, not a false alarm.
  if (cex.outcome == PropertyOutcome::OtherError && cex.message.find("claim") != std::string::npos) {
    ScheduleProperty p;
    p.where = "the never claim";
    p.promela = trim(cex.message);
    p.why = "the script's never claim reached its end, and its path is not in the trail; state the property as an "
            "assertion (a monitor process, or an ltl formula) so that the replay can test it";
    return p;
  }
  if (cex.outcome != PropertyOutcome::AssertionViolated || cex.steps.empty()) return std::nullopt;
  // SV-COMP's reach_error() is the model's `assert(svcomp_ended)` in the C thread's process.
  if (cex.message.find("svcomp_ended") != std::string::npos) return std::nullopt;
  const CexStep* violation = nullptr;
  for (const auto& st : cex.steps)
    if (cex.violation_step && st.index == cex.violation_step) violation = &st;
  auto from_c = [](const CexStep& st) { return !st.environment && st.c.has_value(); };
  ScheduleProperty p;
  std::string assertion;
  if (violation && from_c(*violation)) {
    // An assertion a script's rule writes for a C statement that checks nothing (`use(x)` ->
    // `busy++; assert(busy == 1)`): the program has no such check. Its state is the one before
    // the statement, where the replay stops the thread (the violating step's probe).
    std::string code = violation->c->c_text;
    for (const char* check : {"assert", "ASSERT", "BUG", "WARN", "abort", "error", "panic", "check", "verify"})
      if (code.find(check) != std::string::npos) return std::nullopt;
    // Only a rule of the user's script: the shipped tables' assertions are the checks of the
    // model's runtime (a mutex unlocked twice), which the replay's runtime makes too.
    if (!written_by_user_rule(*violation->c)) return std::nullopt;
    if (model_lines && violation->pml_line >= 1 && violation->pml_line <= model_lines->size() &&
        (*model_lines)[violation->pml_line - 1].find("assert") == std::string::npos)
      return std::nullopt;
    assertion = asserted(with_c_code(violation->statement, c_code_texts));
    if (assertion.empty() || assertion.find("MOKERT_") != std::string::npos ||
        assertion.find("mokert_") != std::string::npos)
      return std::nullopt;
    p.where = violation->c->c.file + ":" + std::to_string(violation->c->c.line) + " (the rule " +
              violation->c->rule + " for `" + code + "`)";
    // Steps of the same statement before it are the rule's own (ghost updates): a test of
    // them cannot be separated from the rule, so only the assertion is tested.
    std::string a;
    if (!promela_expression_to_c(assertion, a, p.names, p.why)) {
      p.why = "`" + assertion + "`: " + p.why;
      p.names.clear();
    } else {
      p.c_expr = "!(" + a + ")";
    }
    p.promela = "assert(" + assertion + ")";
    return p;
  }
  if (violation) {
    bool env = violation->environment;
    for (const auto& t : cex.threads)
      if (t.pid == violation->pid && t.creation == violation->creation) env = env || t.environment;
    if (!env) return std::nullopt;  // a C thread's process: a model-only step of its code
    assertion = asserted(with_c_code(violation->statement, c_code_texts));
    p.where = violation->pml_file + ":" + std::to_string(violation->pml_line) + " (" + violation->proctype + ")";
  } else {
    // No step fails: the never claim's assertion (an `ltl` formula), unless the last step is
    // the code's own assert (a counterexample that names no violation step).
    if (!asserted(cex.steps.back().statement).empty()) return std::nullopt;
    p.where = "the never claim (ltl)";
  }
  if (assertion.empty()) {
    static const std::string prefix = "assertion violated";
    std::string m = trim(cex.message);
    if (m.rfind(prefix, 0) != 0) return std::nullopt;
    assertion = with_c_code(trim(m.substr(prefix.size())), c_code_texts);
  }
  if (assertion.empty()) return std::nullopt;

  // The violating process's tests after the code's last step: the state they read is the one the
  // last C step left. A test of C state before that step read an earlier state, which the replay
  // does not stop at.
  unsigned last_c = 0, first_c = 0;
  for (const auto& st : cex.steps)
    if (from_c(st)) {
      last_c = st.index;
      if (!first_c) first_c = st.index;
    }
  std::vector<std::string> tests;
  std::string promela;
  if (violation)
    for (const auto& st : cex.steps) {
      if (st.index >= violation->index) break;
      if (st.pid != violation->pid || st.creation != violation->creation || neutral_script_step(st.statement)) continue;
      if (st.proctype == ":init:" && only_names_of(st.statement, init_locals)) continue;  // the init's own counter
      std::string t = tested_expression(with_c_code(st.statement, c_code_texts));
      if (t.empty() && setup_by_main && st.index < first_c) continue;  // the made main's setup
      if (t.empty()) {
        p.why = "the script's process runs `" + trim(st.statement) + "` (step " + std::to_string(st.index) +
                ") before its assertion, which the program cannot do";
        continue;
      }
      if (st.index < last_c && p.why.empty()) {
        p.why = "the script's process tested `" + trim(st.statement) + "` at step " + std::to_string(st.index) +
                ", before the code's last step (" + std::to_string(last_c) +
                "): the replay checks the program's state after that step only";
      }
      tests.push_back(t);
      promela += trim(st.statement) + "; ";
    }
  promela += "assert(" + assertion + ")";
  p.promela = promela;
  if (!p.why.empty()) return p;
  std::string c;
  for (const auto& t : tests) {
    std::string part;
    if (!promela_expression_to_c(t, part, p.names, p.why)) {
      p.why = "`" + t + "`: " + p.why;
      p.names.clear();
      return p;
    }
    c += "(" + part + ") && ";
  }
  std::string a;
  if (!promela_expression_to_c(assertion, a, p.names, p.why)) {
    p.why = "`" + assertion + "`: " + p.why;
    p.names.clear();
    return p;
  }
  p.c_expr = c + "!(" + a + ")";
  return p;
}

} // namespace mokert
