// Matching one normalized C statement or condition against the lookup tables:
// exact, "..." prefix and $X pattern rules; named tables, then the unnamed one, then defaults.
#include <algorithm>

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

bool match_from(const std::vector<Piece>& pieces, size_t k, const std::string& t, size_t pos,
                bool prefix, std::map<std::string, std::string>& caps) {
  if (k == pieces.size()) return prefix || pos == t.size();
  const Piece& pc = pieces[k];
  if (!pc.capture) {
    if (t.compare(pos, pc.text.size(), pc.text) != 0) return false;
    return match_from(pieces, k + 1, t, pos + pc.text.size(), prefix, caps);
  }
  auto bound = caps.find(pc.text);
  if (bound != caps.end()) {  // the same name twice must capture the same text
    if (t.compare(pos, bound->second.size(), bound->second) != 0) return false;
    return match_from(pieces, k + 1, t, pos + bound->second.size(), prefix, caps);
  }
  for (size_t end : expression_ends(t, pos)) {
    caps[pc.text] = t.substr(pos, end - pos);
    if (match_from(pieces, k + 1, t, end, prefix, caps)) return true;
  }
  caps.erase(pc.text);
  return false;
}

} // namespace

bool match_pattern(const std::string& lhs, const std::string& text, bool prefix,
                   std::map<std::string, std::string>& captures) {
  captures.clear();
  return match_from(parse_pattern(lhs), 0, text, 0, prefix, captures);
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

bool matches(const LookupRule& r, const std::string& query, std::map<std::string, std::string>& caps) {
  // Modex's tables write statements without their ';': compare without it on both sides.
  std::string q = strip_semicolon(query);
  if (r.pattern) {
    std::string lhs = r.prefix ? r.lhs : strip_semicolon(r.lhs);
    return match_pattern(lhs, r.prefix ? query : q, r.prefix, caps);
  }
  if (r.prefix) return query.compare(0, r.lhs.size(), r.lhs) == 0;
  return strip_semicolon(r.lhs) == q;
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
      if (!matches(r, normalized_c, caps)) continue;
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
      if (!res.promela.empty() && res.kind != RhsKind::Comment) res.promela = subst_all(tabs, res.promela);
      return res;
    }
  }
  return std::nullopt;
}

} // namespace mokert
