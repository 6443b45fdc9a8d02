#include "src/harness_main.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <regex>

#include "mokert/counterexample.hpp"
#include "mokert/text.hpp"
#include "src/script_property.hpp"

namespace mokert {
namespace {

// Without the parentheses SPIN puts around a whole statement: `(run p_f(1))`, `((x==1))`.
std::string unwrap(std::string s) {
  for (s = trim(s); one_parenthesized(s); s = trim(s.substr(1, s.size() - 2))) {
  }
  return s;
}

// Splits at `sep` outside brackets.
std::vector<std::string> split_top(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (char c : s) {
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    if (c == sep && depth == 0) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

// The value of a Promela integer expression over numbers and `known` names, if it has one.
struct Evaluator {
  const std::string& t;
  const std::map<std::string, long long>& known;
  size_t i = 0;
  bool ok = true;

  void blanks() {
    while (i < t.size() && std::isspace(static_cast<unsigned char>(t[i]))) ++i;
  }
  long long primary() {
    blanks();
    if (i >= t.size()) return ok = false, 0;
    if (t[i] == '(') {
      ++i;
      long long v = sum();
      blanks();
      if (i >= t.size() || t[i] != ')') return ok = false, 0;
      ++i;
      return v;
    }
    if (t[i] == '-') return ++i, -primary();
    if (std::isdigit(static_cast<unsigned char>(t[i]))) {
      long long v = 0;
      while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) {
        if (v > 100000000000LL) return ok = false, 0;
        v = v * 10 + (t[i++] - '0');
      }
      return v;
    }
    size_t b = i;
    while (i < t.size() && (std::isalnum(static_cast<unsigned char>(t[i])) || t[i] == '_')) ++i;
    std::string w = t.substr(b, i - b);
    if (w == "true" || w == "false") return w == "true";
    auto it = known.find(w);
    if (w.empty() || it == known.end()) return ok = false, 0;
    return it->second;
  }
  long long product() {
    long long v = primary();
    for (;;) {
      blanks();
      if (i >= t.size() || (t[i] != '*' && t[i] != '/' && t[i] != '%')) return v;
      char op = t[i++];
      long long r = primary();
      if (op != '*' && r == 0) return ok = false, 0;
      v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
  }
  long long sum() {
    long long v = product();
    for (;;) {
      blanks();
      if (i >= t.size() || (t[i] != '+' && t[i] != '-')) return v;
      char op = t[i++];
      long long r = product();
      v = op == '+' ? v + r : v - r;
    }
  }
};

std::optional<long long> evaluate(const std::string& text, const std::map<std::string, long long>& known) {
  Evaluator e{text, known};
  long long v = e.sum();
  e.blanks();
  if (!e.ok || e.i != text.size()) return std::nullopt;
  return v;
}

// The variable an lvalue's C text starts with (`dev` for `dev.users`, `a` for `a[2]`).
std::string root_name(const std::string& lvalue) {
  size_t b = lvalue.find_first_not_of(" (*");
  if (b == std::string::npos) return "";
  size_t e = b;
  while (e < lvalue.size() && (std::isalnum(static_cast<unsigned char>(lvalue[e])) || lvalue[e] == '_')) ++e;
  return lvalue.substr(b, e - b);
}

// A statement of a script process as C (`now.limit = 10;` or `count = 0`): assignments only.
// Empty with `why` for anything else that changes state; a test, an assertion, a print or a
// `skip` changes none and gives nothing (empty, no why).
std::vector<HarnessMain::Setup> as_c_assignments(const std::string& statement,
                                                 std::map<std::string, long long>& known, std::string& why) {
  std::vector<HarnessMain::Setup> out;
  std::string s = unwrap(statement);
  if (s.empty() || neutral_script_step(statement) || neutral_script_step(s) || !tested_expression(statement).empty())
    return out;
  for (std::string piece : split_top(s, ';')) {
    piece = trim(piece);
    if (piece.empty()) continue;
    size_t eq = promela_assignment_at(piece);
    if (eq == std::string::npos) {
      // A test (`(_nr_pr == 1)`, `x > 0`) changes nothing; a call or `x++` does.
      if (piece.find("++") != std::string::npos || piece.find("--") != std::string::npos ||
          (piece.find('(') != std::string::npos && std::isalpha(static_cast<unsigned char>(piece[0])) &&
           piece.find("==") == std::string::npos)) {
        why = "`" + piece + "`";
        return {};
      }
      continue;
    }
    std::string lhs, rhs, w;
    HarnessMain::Setup set;
    if (!promela_expression_to_c(trim(piece.substr(0, eq)), lhs, set.names, w) ||
        !promela_expression_to_c(trim(piece.substr(eq + 1)), rhs, set.names, w)) {
      why = "`" + piece + "` (" + w + ")";
      return {};
    }
    set.target = root_name(lhs);
    set.c = trim(lhs) + " = " + trim(rhs) + ";";
    // A plain variable set to a number: its value, for the arguments of later runs.
    if (set.target == trim(lhs)) {
      if (auto v = evaluate(trim(piece.substr(eq + 1)), known)) known[set.target] = *v;
      else known.erase(set.target);
    }
    out.push_back(set);
  }
  return out;
}

}  // namespace

std::map<std::string, long long> init_locals(const std::string& model_text) {
  std::map<std::string, long long> out;
  static const std::regex init_re(R"((^|\n)\s*init\s*\{)");
  std::smatch m;
  if (!std::regex_search(model_text, m, init_re)) return out;
  size_t i = static_cast<size_t>(m.position() + m.length());
  int depth = 1;
  std::string top;  // the init's body outside nested blocks
  for (; i < model_text.size() && depth > 0; ++i) {
    char c = model_text[i];
    if (c == '{') ++depth;
    if (c == '}') --depth;
    if (depth == 1 && c != '{' && c != '}') top += c;
  }
  static const std::regex decl_re(R"(\b(?:byte|int|short|bit|bool|unsigned)\s+([^;]+);)");
  static const std::regex item_re(R"(^\s*([A-Za-z_]\w*)\s*(?:=\s*(-?\d+))?\s*$)");
  for (std::sregex_iterator it(top.begin(), top.end(), decl_re), end; it != end; ++it)
    for (const auto& item : split_top((*it)[1].str(), ',')) {
      std::smatch im;
      if (std::regex_match(item, im, item_re)) out[im[1].str()] = im[2].matched ? std::stoll(im[2].str()) : 0;
    }
  return out;
}

HarnessMain harness_main(const Counterexample& cex, const std::map<std::string, long long>& init_locals) {
  HarnessMain h;
  h.known = init_locals;
  std::map<std::pair<int, unsigned>, const CexThread*> thread_of;
  for (const auto& t : cex.threads) thread_of[{t.pid, t.creation}] = &t;
  auto script_process = [&](const CexStep& s) {
    auto it = thread_of.find({s.pid, s.creation});
    return it != thread_of.end() && it->second->environment;
  };
  // Active proctypes of C functions start first (creation 0), in pid order.
  std::vector<const CexThread*> active;
  for (const auto& t : cex.threads)
    if (!t.environment && !t.function.empty() && t.creation == 0) active.push_back(&t);
  std::sort(active.begin(), active.end(), [](const CexThread* a, const CexThread* b) { return a->pid < b->pid; });
  for (const CexThread* t : active) {
    if (t->function == "main") continue;
    HarnessMain::Start st;
    st.function = t->function;
    st.active = true;
    h.starts.push_back(st);
  }
  bool c_started = false;
  std::map<unsigned, const CexStart*> run_at;  // step index -> the run it made
  for (const auto& s : cex.starts) run_at[s.step] = &s;
  for (const auto& step : cex.steps) {
    if (!script_process(step)) {
      if (!step.environment) c_started = true;
      continue;
    }
    auto run = run_at.find(step.index);
    if (run != run_at.end()) {
      const CexStart& cs = *run->second;
      if (cs.function.empty()) continue;  // a process of the script's own
      HarnessMain::Start st;
      st.function = cs.function;
      std::string s = unwrap(step.statement);
      size_t open = s.find('('), close = s.rfind(')');
      if (s.rfind("run", 0) != 0 || open == std::string::npos || close == std::string::npos || close < open) {
        h.why_not = "the model starts `" + cs.function + "` by `" + step.statement + "`, which is no `run`";
        return h;
      }
      std::string list = trim(s.substr(open + 1, close - open - 1));
      if (!list.empty())
        for (const auto& a : split_top(list, ',')) {
          std::string c, why;
          // The main starts every thread before the first C step: a value of C state read later
          // may differ (the init's own variables are followed step by step).
          bool reads_c = false;
          static const std::regex word(R"([A-Za-z_][A-Za-z0-9_]*)");
          for (std::sregex_iterator it(a.begin(), a.end(), word), end; it != end; ++it)
            if (it->str() != "true" && it->str() != "false" && !init_locals.count(it->str())) reads_c = true;
          if (c_started && reads_c) {
            h.why_not = "the script starts " + cs.proctype + "(" + trim(a) + ") after the threads ran; a main starts "
                        "them all before, when `" + trim(a) + "` may have another value";
            return h;
          }
          if (auto v = evaluate(trim(a), h.known)) {  // a number, or the script's own counter
            st.args.push_back(std::to_string(*v));
            continue;
          }
          if (!promela_expression_to_c(trim(a), c, h.names, why)) {
            h.why_not = "the script passes `" + trim(a) + "` to " + cs.proctype + " (" + why + ")";
            return h;
          }
          st.args.push_back(trim(c));
        }
      h.starts.push_back(st);
      continue;
    }
    std::string why;
    std::vector<HarnessMain::Setup> c = as_c_assignments(step.statement, h.known, why);
    if (!why.empty()) {
      h.why_not = "the script's " + step.proctype + " runs " + why + " (" + step.pml_file + ":" +
                  std::to_string(step.pml_line) + "), which a main cannot do";
      return h;
    }
    // The init's own variables are no C state: only their values count (kept in `known`).
    c.erase(std::remove_if(c.begin(), c.end(), [&](const HarnessMain::Setup& set) { return init_locals.count(set.target) > 0; }),
            c.end());
    if (c.empty()) continue;
    if (c_started) {
      h.why_not = "the script's " + step.proctype + " changes `" + c.front().c + "` (" + step.pml_file + ":" +
                  std::to_string(step.pml_line) + ") while the threads run; a main cannot do it at that point";
      return h;
    }
    h.setup.insert(h.setup.end(), c.begin(), c.end());
  }
  if (h.starts.empty()) h.why_not = "the model starts no process of a C function";
  return h;
}

std::string harness_main_text(const HarnessMain& h, const std::vector<bool>& returns_value,
                              const std::vector<unsigned>& params) {
  std::string out =
      "\n#line 1 \"mokert-generated-main.c\"\n/* mokert: the program has no main; this one stands for the script's harness. It does what\n"
      " * the script's processes did before the first C step and starts one thread per process of a C\n"
      " * function, in the model's order (the replay runtime binds each to its process), then waits. */\n";
  for (size_t i = 0; i < h.starts.size(); ++i) {
    const auto& st = h.starts[i];
    std::string args;
    size_t n = st.active ? params[i] : st.args.size();
    for (size_t k = 0; k < n; ++k) args += (k ? ", " : "") + (st.active ? std::string("0") : st.args[k]);
    out += "static void *mokert_harness_" + std::to_string(i) + "(void *mokert_arg) { (void)mokert_arg; " +
           (returns_value[i] ? "(void)" : "") + st.function + "(" + args + "); return 0; }\n";
  }
  out += "int main(void) {\n  pthread_t mokert_threads[" + std::to_string(h.starts.size()) + "];\n";
  for (const auto& set : h.setup) out += "  " + set.c + "\n";
  for (size_t i = 0; i < h.starts.size(); ++i)
    out += "  mokert_pthread_create(&mokert_threads[" + std::to_string(i) + "], 0, mokert_harness_" +
           std::to_string(i) + ", 0, \"" + h.starts[i].function + "\");\n";
  out += "  for (int mokert_i = 0; mokert_i < " + std::to_string(h.starts.size()) +
         "; mokert_i++) pthread_join(mokert_threads[mokert_i], 0);\n  return 0;\n}\n";
  return out;
}

}  // namespace mokert
