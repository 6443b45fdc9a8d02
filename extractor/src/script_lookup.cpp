// Matching one normalized C statement or condition against the lookup tables:
// exact, "..." prefix and $X pattern rules; named tables, then the unnamed one, then defaults.
#include <algorithm>
#include <cctype>
#include <unordered_map>
#include <cstdint>
#include <unordered_set>
#include <string_view>

#include "mokert/error.hpp"

#include "mokert/script.hpp"
#include "script_internal.hpp"

namespace mokert {
namespace script_detail {

namespace {

bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

// One piece of a pattern: literal text or a capture name.
struct Piece {
  bool capture = false;
  std::string text;
};

std::vector<Piece> parse_pattern(const std::string& p) {
  std::vector<Piece> out;
  std::string lit;
  for (size_t i = 0; i < p.size(); ++i) {
    if (p[i] == '$' && i + 1 < p.size() && p[i + 1] == '$') {
      lit += '$';
      ++i;
    } else if (p[i] == '$' && i + 1 < p.size() && is_ident_start(p[i + 1])) {
      if (!lit.empty()) out.push_back({false, lit}), lit.clear();
      size_t j = i + 1;
      while (j < p.size() && is_ident_char(p[j])) ++j;
      out.push_back({true, p.substr(i + 1, j - i - 1)});
      i = j - 1;
    } else {
      lit += p[i];
    }
  }
  if (!lit.empty()) out.push_back({false, lit});
  return out;
}

// Ends (exclusive) of the balanced C expressions that start at `from` in t, shortest first:
// brackets balance, no top-level ',' or ';', string literals skipped whole.
std::vector<size_t> expression_ends(const std::string& t, size_t from) {
  std::vector<size_t> ends;
  std::vector<char> stack;
  for (size_t i = from; i < t.size(); ++i) {
    char c = t[i];
    if (c == '"' || c == '\'') {
      size_t j = i + 1;
      while (j < t.size() && t[j] != c) j += t[j] == '\\' ? 2 : 1;
      if (j >= t.size()) return ends;  // unterminated literal: nothing further is balanced
      i = j;
    } else if (c == '(' || c == '[' || c == '{') {
      stack.push_back(c == '(' ? ')' : c == '[' ? ']' : '}');
    } else if (c == ')' || c == ']' || c == '}') {
      if (stack.empty() || stack.back() != c) return ends;
      stack.pop_back();
    } else if (stack.empty() && (c == ',' || c == ';')) {
      return ends;
    }
    if (stack.empty()) ends.push_back(i + 1);
  }
  return ends;
}

// A necessary condition for a match, cheap to test: the literal pieces occur in text in their
// order, the first at the start when the pattern starts with one, the last at the end when the
// pattern ends with one (and is no prefix).
bool literals_in_order(const std::vector<Piece>& pieces, const std::string& t, bool prefix) {
  size_t pos = 0;
  for (size_t k = 0; k < pieces.size(); ++k) {
    const Piece& p = pieces[k];
    if (p.capture) continue;
    if (k == 0) {
      if (t.compare(0, p.text.size(), p.text) != 0) return false;
      pos = p.text.size();
      continue;
    }
    if (k + 1 == pieces.size() && !prefix) {
      if (t.size() < pos + p.text.size() || t.compare(t.size() - p.text.size(), p.text.size(), p.text) != 0) return false;
      continue;
    }
    const size_t at = t.find(p.text, pos);
    if (at == std::string::npos) return false;
    pos = at + p.text.size();
  }
  return true;
}

// Backtracking over capture lengths, memoised: a failed (piece, position, values of the names
// bound earlier and used again later) is never tried twice, and each position's expression ends
// are computed once. Without back-references the cost is bounded by pieces x positions x ends.
// A capture is held as an offset and a length in the statement: trying a candidate end copies
// no text (the copies are made once, for the match found).
class Matcher {
public:
  Matcher(const std::vector<Piece>& pieces, const std::string& t, bool prefix)
      : pieces_(pieces), t_(t), prefix_(prefix), slot_(pieces.size(), 0), live_(pieces.size() + 1) {
    std::vector<std::string> names;
    for (size_t k = 0; k < pieces.size(); ++k) {
      if (!pieces[k].capture) continue;
      auto it = std::find(names.begin(), names.end(), pieces[k].text);
      slot_[k] = static_cast<size_t>(it - names.begin());
      if (it == names.end()) names.push_back(pieces[k].text);
    }
    names_ = names;
    values_.assign(names.size(), {kUnbound, 0});
    for (size_t k = 0; k < pieces.size(); ++k) {
      if (!pieces[k].capture) continue;
      for (size_t j = k + 1; j < pieces.size(); ++j)
        if (pieces[j].capture && slot_[j] == slot_[k])
          for (size_t m = k + 1; m <= j; ++m)
            if (std::find(live_[m].begin(), live_[m].end(), slot_[k]) == live_[m].end()) live_[m].push_back(slot_[k]);
    }
  }

  bool match(std::map<std::string, std::string>& caps) {
    if (!run(0, 0)) return false;
    for (size_t n = 0; n < names_.size(); ++n)
      if (values_[n].first != kUnbound) caps[names_[n]] = t_.substr(values_[n].first, values_[n].second);
    return true;
  }

private:
  static constexpr size_t kUnbound = std::string::npos;
  const std::vector<Piece>& pieces_;
  const std::string& t_;
  bool prefix_;
  std::vector<size_t> slot_;                       // per capture piece: its name's number
  std::vector<std::vector<size_t>> live_;          // per piece: names bound before it, used at or after it
  std::vector<std::string> names_;
  std::vector<std::pair<size_t, size_t>> values_;  // per name: offset and length in t_, or unbound
  std::unordered_set<std::string> failed_;
  std::unordered_set<uint64_t> failed_plain_;
  static constexpr size_t kMaxMatchSteps = 50000;
  size_t work_ = 0;
  std::unordered_map<size_t, std::vector<size_t>> ends_;
  std::string key_;

  bool run(size_t k, size_t pos) {
    if (k == pieces_.size()) return prefix_ || pos == t_.size();
    if (live_[k].empty()) {  // the common case: the key is two numbers, no string to build
      const uint64_t key = (uint64_t(k) << 32) | pos;
      if (failed_plain_.count(key)) return false;
      if (step(k, pos)) return true;
      failed_plain_.insert(key);
      return false;
    }
    // A name used again later puts its value in the memo key, and the search grows with the
    // combinations of those values: past a fixed amount of work the rule is refused, never a hang.
    if (++work_ > kMaxMatchSteps)
      throw InputError("a pattern rule needs more than " + std::to_string(kMaxMatchSteps) +
                       " steps to match a C statement of " + std::to_string(t_.size()) +
                       " characters (capture names used again and again): '" + printable_excerpt(t_, 60) +
                       "'; use each capture name once or twice, or match the statement with an exact or prefix "
                       "(...) rule");
    // The key holds the bound values' text, not their offsets: equal text at two places is one state.
    key_.clear();
    key_ += std::to_string(k);
    key_ += ':';
    key_ += std::to_string(pos);
    for (size_t n : live_[k]) {
      key_ += '\0';
      if (values_[n].first != kUnbound) key_.append(t_, values_[n].first, values_[n].second);
    }
    if (failed_.count(key_)) return false;
    std::string key = key_;  // step() reuses key_
    if (step(k, pos)) return true;
    failed_.insert(std::move(key));
    return false;
  }

  bool step(size_t k, size_t pos) {
    const Piece& pc = pieces_[k];
    if (!pc.capture) {
      if (t_.compare(pos, pc.text.size(), pc.text) != 0) return false;
      return run(k + 1, pos + pc.text.size());
    }
    auto& value = values_[slot_[k]];
    if (value.first != kUnbound) {  // the same name twice must capture the same text
      if (t_.compare(pos, value.second, t_, value.first, value.second) != 0) return false;
      return run(k + 1, pos + value.second);
    }
    auto cached = ends_.find(pos);
    if (cached == ends_.end()) cached = ends_.emplace(pos, expression_ends(t_, pos)).first;
    for (size_t end : cached->second) {
      value = {pos, end - pos};
      if (run(k + 1, end)) return true;
    }
    value = {kUnbound, 0};
    return false;
  }
};

} // namespace

std::string pattern_problem(const std::string& lhs, bool prefix) {
  auto ident_char = [](char c) { return is_ident_char(c); };
  size_t last_capture_end = std::string::npos;  // where the previous capture's name ended
  for (size_t i = 0; i < lhs.size(); ++i) {
    if (lhs[i] != '$') continue;
    if (i + 1 < lhs.size() && lhs[i + 1] == '$') {
      ++i;
      continue;
    }
    if (i + 1 >= lhs.size() || !is_ident_start(lhs[i + 1])) {
      std::string what = i + 1 < lhs.size() && lhs[i + 1] >= '0' && lhs[i + 1] <= '9'
                             ? "'$" + std::string(1, lhs[i + 1]) + "': a capture name starts with a letter or '_' ($N1, not $1)"
                             : "a lone '$' (write $$ for a literal '$', $Name for a capture)";
      return what;
    }
    size_t j = i + 1;
    while (j < lhs.size() && ident_char(lhs[j])) ++j;
    if (last_capture_end != std::string::npos) {
      bool only_space = true;
      for (size_t m = last_capture_end; m < i; ++m) only_space = only_space && lhs[m] == ' ';
      if (only_space)
        return "two captures next to each other ('" + printable_excerpt(lhs.substr(i > 40 ? i - 40 : 0, j - (i > 40 ? i - 40 : 0))) + "'): nothing tells where the first "
               "ends; put C text between them";
    }
    if (i > 0 && ident_char(lhs[i - 1]))
      return "'" + printable_excerpt(lhs.substr(i > 40 ? i - 40 : 0, i + 1 - (i > 40 ? i - 40 : 0))) + "...': a capture right after an identifier character would split a "
             "C token; put an operator or bracket between them (or write $$ for a literal '$')";
    last_capture_end = j;
    i = j - 1;
  }
  // Brackets of the pattern must balance (a prefix may leave some open).
  std::vector<char> stack;
  for (size_t i = 0; i < lhs.size(); ++i) {
    char c = lhs[i];
    if (c == '"' || c == '\'') {
      size_t j = i + 1;
      while (j < lhs.size() && lhs[j] != c) j += lhs[j] == '\\' ? 2 : 1;
      if (j >= lhs.size()) return "an unterminated string or character literal";
      i = j;
    } else if (c == '(' || c == '[' || c == '{') {
      stack.push_back(c == '(' ? ')' : c == '[' ? ']' : '}');
    } else if (c == ')' || c == ']' || c == '}') {
      if (stack.empty() || stack.back() != c) return std::string("an unbalanced '") + c + "'";
      stack.pop_back();
    }
  }
  if (!prefix && !stack.empty())
    return std::string("an unclosed bracket (expected '") + stack.back() + "'; end the rule with ... to make it a prefix)";
  return "";
}

bool match_pattern(const std::string& lhs, const std::string& text, bool prefix,
                   std::map<std::string, std::string>& captures) {
  captures.clear();
  if (text.size() > kMaxPatternText)
    throw InputError("a C statement of " + std::to_string(text.size()) + " characters is longer than pattern rules "
                     "can match (" + std::to_string(kMaxPatternText) + "): '" + printable_excerpt(text, 60) +
                     "'; split the statement, or match it with an exact or prefix (...) rule");
  // Most rules fail on their leading text: compare it before building anything.
  const size_t first_dollar = lhs.find('$');
  if (first_dollar != std::string::npos && text.compare(0, first_dollar, lhs, 0, first_dollar) != 0) return false;
  auto pieces = parse_pattern(lhs);
  if (!literals_in_order(pieces, text, prefix)) return false;
  Matcher m(pieces, text, prefix);
  return m.match(captures);
}

std::vector<std::string> pattern_captures(const std::string& pattern) {
  std::vector<std::string> names;
  for (const Piece& p : parse_pattern(pattern))
    if (p.capture && std::find(names.begin(), names.end(), p.text) == names.end()) names.push_back(p.text);
  return names;
}

std::string substitute_captures(const std::string& rhs, const std::map<std::string, std::string>& caps) {
  std::string out;
  for (const Piece& p : parse_pattern(rhs)) {
    if (!p.capture) {
      out += p.text;
      continue;
    }
    auto it = caps.find(p.text);
    out += it != caps.end() ? it->second : "$" + p.text;
  }
  return out;
}

} // namespace script_detail

namespace {

using namespace script_detail;

// The tables lookup consults, in order.
std::vector<const LookupTable*> consulted(const Script& script, const std::vector<std::string>& tables) {
  std::vector<const LookupTable*> out;
  for (const std::string& name : tables)
    for (const LookupTable& t : script.tables)
      if (!t.defaults && !t.name.empty() && t.name == name) out.push_back(&t);
  for (const LookupTable& t : script.tables)
    if (!t.defaults && t.name.empty()) out.push_back(&t);
  for (const LookupTable& t : script.tables)
    if (t.defaults) out.push_back(&t);
  return out;
}

// The text inside the outer parentheses when the whole query is one parenthesized group
// (a condition as normalize_condition writes it), else "".
std::string inside_parens(const std::string& q) {
  if (q.size() < 2 || q.front() != '(' || q.back() != ')') return "";
  int depth = 0;
  for (size_t i = 0; i < q.size(); ++i) {
    if (q[i] == '(') ++depth;
    if (q[i] == ')' && --depth == 0 && i + 1 != q.size()) return "";
  }
  return q.substr(1, q.size() - 2);
}

bool matches_as_written(const LookupRule& r, const std::string& query, std::map<std::string, std::string>& caps);

bool matches(const LookupRule& r, const std::string& query, std::map<std::string, std::string>& caps) {
  if (matches_as_written(r, query, caps)) return true;
  // Modex prints a condition that is a bare call without parentheses, so its tables write
  // `fetch_data(...` for `if (fetch_data(&m.cont))`: such a prefix rule also matches the inside.
  // Exact rules do not: `assert($E);` must not turn the condition `(assert(x))` into a guard.
  if (r.prefix && !r.lhs.empty() && r.lhs.front() != '(') {
    std::string inner = inside_parens(query);
    if (!inner.empty() && matches_as_written(r, inner, caps)) return true;
  }
  return false;
}

std::string_view without_semicolon(std::string_view s) {
  if (!s.empty() && s.back() == ';') s.remove_suffix(1);
  return s;
}

bool matches_as_written(const LookupRule& r, const std::string& query, std::map<std::string, std::string>& caps) {
  // Modex's tables write statements without their ';': compare without it on both sides.
  if (r.pattern) {
    if (r.prefix) return match_pattern(r.lhs, query, true, caps);
    return match_pattern(strip_semicolon(r.lhs), strip_semicolon(query), false, caps);
  }
  if (r.prefix) return query.compare(0, r.lhs.size(), r.lhs) == 0;
  return without_semicolon(r.lhs) == without_semicolon(query);
}

std::string subst_all(const std::vector<const LookupTable*>& tabs, std::string text) {
  for (const LookupTable* t : tabs)
    for (const auto& [from, to] : t->substitutes) {
      if (from.empty()) continue;
      size_t pos = 0;
      while ((pos = text.find(from, pos)) != std::string::npos) {
        text.replace(pos, from.size(), to);
        pos += to.size();
      }
    }
  return text;
}

// Replaces the identifier `word` (not a part of a longer identifier) by `by`.
void replace_word(std::string& text, const std::string& word, const std::string& by) {
  auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (size_t pos = 0; (pos = text.find(word, pos)) != std::string::npos;) {
    bool alone = (pos == 0 || !ident(text[pos - 1])) &&
                 (pos + word.size() >= text.size() || !ident(text[pos + word.size()]));
    if (!alone) {
      pos += word.size();
      continue;
    }
    text.replace(pos, word.size(), by);
    pos += by.size();
  }
}

std::string escape_print(const std::string& s) {
  std::string out;
  for (char c : s) out += c == '"' ? '\'' : c;  // Modex prints C quotes as single quotes
  return out;
}

} // namespace

std::string apply_substitutes(const Script& script, const std::vector<std::string>& tables,
                              const std::string& promela) {
  return subst_all(consulted(script, tables), promela);
}

std::optional<LookupResult> lookup(const Script& script, const std::vector<std::string>& tables,
                                   const std::string& normalized_c) {
  auto tabs = consulted(script, tables);
  std::map<std::string, std::string> caps;
  for (const LookupTable* t : tabs) {
    for (const LookupRule& r : t->rules) {
      bool hit = false;
      try {
        hit = matches(r, normalized_c, caps);
      } catch (const InputError& e) {  // a statement too long for pattern rules: say which rule
        throw InputError(located(r.where.file, r.where.line, e.what()));
      }
      if (!hit) continue;
      LookupResult res;
      res.kind = r.kind;
      std::string where = std::filesystem::path(r.where.file).filename().string() + ":" +
                          std::to_string(r.where.line);
      res.rule = r.pattern ? "pattern " + where : where;
      for (const auto& c : caps) res.captures.push_back(c);
      std::string c_text = strip_semicolon(normalized_c);
      switch (r.kind) {
        case RhsKind::Promela:
          if (r.rhs == "warn") {
            res.kind = RhsKind::Print;
            res.warning = where + ": must abstract <" + c_text + "> (rule `warn`)";
            res.promela = "printf(\"" + escape_print(c_text) + "\\n\")";
          } else if (r.rhs == "C_code" || r.rhs == "C_expr") {
            res.c_code = true;
          } else {
            res.promela = r.pattern ? substitute_captures(r.rhs, caps) : r.rhs;
          }
          break;
        case RhsKind::Comment: res.promela = c_text; break;
        case RhsKind::Hide: break;
        case RhsKind::Skip: res.promela = "skip"; break;
        case RhsKind::Keep: res.promela = c_text; break;
        case RhsKind::Print: res.promela = "printf(\"" + escape_print(c_text) + "\\n\")"; break;
        case RhsKind::True: res.promela = "true"; break;
        case RhsKind::False: res.promela = "false"; break;
      }
      if (!res.promela.empty() && res.kind != RhsKind::Comment) {
        res.promela = subst_all(tabs, res.promela);
        replace_word(res.promela, "MOKERT_NONDET_MIN", std::to_string(script.nondet_min));
        replace_word(res.promela, "MOKERT_NONDET_MAX", std::to_string(script.nondet_max));
      }
      if (auto nd = caps.find("NONDET"); nd != caps.end()) res.nondet = nd->second;
      return res;
    }
  }
  return std::nullopt;
}

} // namespace mokert
