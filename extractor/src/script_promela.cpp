// The script's own Promela (%P, %A) read as units: proctypes, init, inlines, and what they call.
#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "script_internal.hpp"

namespace mokert::script_detail {
namespace {

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Skips a comment, a string or character literal, or a preprocessor line starting at i; returns
// the offset after it, or i when there is none.
size_t skip_inert(const std::string& t, size_t i, bool line_start) {
  if (t.compare(i, 2, "/*") == 0) {
    size_t e = t.find("*/", i + 2);
    return e == std::string::npos ? t.size() : e + 2;
  }
  if (t.compare(i, 2, "//") == 0 || (line_start && t[i] == '#')) {
    size_t e = t.find('\n', i);
    return e == std::string::npos ? t.size() : e;
  }
  if (t[i] == '"' || t[i] == '\'') {
    char q = t[i];
    size_t j = i + 1;
    while (j < t.size() && t[j] != q && t[j] != '\n') j += t[j] == '\\' ? 2 : 1;
    return j < t.size() ? j + 1 : t.size();
  }
  return i;
}

struct Scanner {
  const std::string& t;
  size_t i = 0;
  bool line_start = true;  // only blanks since the last newline (a `#` there is the preprocessor's)

  // The next word or punctuator, past blanks and inert text; empty at the end.
  std::string next(size_t& at) {
    for (;;) {
      while (i < t.size() && std::isspace(static_cast<unsigned char>(t[i]))) {
        if (t[i] == '\n') line_start = true;
        ++i;
      }
      if (i >= t.size()) {
        at = t.size();
        return "";
      }
      size_t j = skip_inert(t, i, line_start);
      if (j == i) break;
      i = j;
    }
    line_start = false;
    at = i;
    if (ident_start(t[i])) {
      size_t j = i;
      while (j < t.size() && ident_char(t[j])) ++j;
      std::string w = t.substr(i, j - i);
      i = j;
      return w;
    }
    return std::string(1, t[i++]);
  }
  // Skips a balanced group opened by the token just read (`(`, `[` or `{`); returns the offset of
  // its closing bracket (the text's size when it is missing).
  size_t skip_group(char open) {
    char close = open == '(' ? ')' : open == '[' ? ']' : '}';
    int depth = 1;
    size_t at = 0;
    for (std::string w = next(at); !w.empty(); w = next(at)) {
      if (w.size() == 1 && w[0] == open) ++depth;
      if (w.size() == 1 && w[0] == close && --depth == 0) return at;
    }
    return t.size();
  }
};

bool is_c_block(const std::string& w) {
  return w == "c_code" || w == "c_expr" || w == "c_decl" || w == "c_track" || w == "c_state";
}

// The body from its `{` (just read) to the matching `}`: the names it calls.
void read_body(Scanner& s, PromelaUnit& u) {
  int depth = 1;
  std::string prev;
  size_t at = 0;
  for (std::string w = s.next(at); !w.empty(); w = s.next(at)) {
    if (is_c_block(w)) {  // C: its calls are pan's, not the model's
      size_t save = s.i;
      size_t p = 0;
      std::string n = s.next(p);
      if (n == "[") {
        s.skip_group('[');
        n = s.next(p);
      }
      if (n == "{")
        s.skip_group('{');
      else
        s.i = save;
      prev = w;
      continue;
    }
    if (w == "{") ++depth;
    if (w == "}" && --depth == 0) {
      u.body_close = at;
      return;
    }
    if (ident_start(w[0]) && prev != "run") {
      size_t save = s.i;
      bool save_ls = s.line_start;
      size_t p = 0;
      if (s.next(p) == "(") u.calls.push_back({w, at});
      s.i = save;
      s.line_start = save_ls;
    }
    prev = w;
  }
  u.body_close = s.t.size();
}

}  // namespace

std::vector<PromelaUnit> promela_units(const std::string& text) {
  std::vector<PromelaUnit> out;
  Scanner s{text};
  size_t active_at = std::string::npos;  // `active [N]` read just before
  size_t at = 0;
  for (std::string w = s.next(at); !w.empty(); w = s.next(at)) {
    if (w == "active") {
      active_at = at;
      continue;
    }
    if (w == "[" && active_at != std::string::npos) {
      s.skip_group('[');
      continue;
    }
    PromelaUnit u;
    u.begin = active_at != std::string::npos ? active_at : at;
    active_at = std::string::npos;
    if (w == "proctype" || w == "inline") {
      u.kind = w == "proctype" ? PromelaUnit::Kind::Proctype : PromelaUnit::Kind::Inline;
      size_t p = 0;
      u.name = s.next(p);
      if (u.name.empty() || !ident_start(u.name[0])) continue;
      // Parameters, `provided (...)`, `priority N`: the body is the first `{` after the name.
      std::string n;
      for (n = s.next(p); !n.empty() && n != "{"; n = s.next(p))
        if (n == "(") s.skip_group('(');
      if (n.empty()) break;
      u.body_open = p;
      if (u.kind == PromelaUnit::Kind::Inline) {  // `inline f(a, b) {`: the words between the parentheses
        size_t lp = text.find('(', u.begin), rp = text.rfind(')', u.body_open);
        if (lp != std::string::npos && rp != std::string::npos && lp < rp) {
          std::string list = text.substr(lp + 1, rp - lp - 1), cur;
          for (char c : list + ",") {
            if (c == ',') {
              size_t a = cur.find_first_not_of(" \t\n"), b = cur.find_last_not_of(" \t\n");
              if (a != std::string::npos) u.params.push_back(cur.substr(a, b - a + 1));
              cur.clear();
            } else {
              cur += c;
            }
          }
        }
      }
    } else if (w == "init") {
      u.kind = PromelaUnit::Kind::Init;
      u.name = "init";
      size_t p = 0;
      std::string n;
      for (n = s.next(p); !n.empty() && n != "{"; n = s.next(p)) {
      }
      if (n.empty()) break;
      u.body_open = p;
    } else {
      if (w == "{") s.skip_group('{');  // never claims, ltl formulas, c_code blocks
      if (w == "(") s.skip_group('(');
      continue;
    }
    read_body(s, u);
    if (u.body_close > u.body_open) u.body = text.substr(u.body_open + 1, u.body_close - u.body_open - 1);
    out.push_back(std::move(u));
  }
  return out;
}

namespace {

// The body as one line without comments, its parameters replaced; nullopt when it cannot be
// written in place (declarations, labels, preprocessor lines).
std::optional<std::string> inline_body(const PromelaUnit& u, const std::vector<std::string>& args) {
  static const std::set<std::string> kTypes = {"int", "byte", "bit", "bool", "short", "unsigned", "chan", "mtype",
                                               "pid", "local", "hidden", "show"};
  const std::string& t = u.body;
  std::string out;
  bool line_start = true;
  for (size_t i = 0; i < t.size();) {
    char c = t[i];
    if (c == '\n') line_start = true;
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      ++i;
      continue;
    }
    if (line_start && c == '#') return std::nullopt;
    line_start = false;
    if (t.compare(i, 2, "/*") == 0 || t.compare(i, 2, "//") == 0) {
      i = skip_inert(t, i, false);
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    if (c == '"' || c == '\'') {
      size_t j = skip_inert(t, i, false);
      out += t.substr(i, j - i);
      i = j;
      continue;
    }
    if (ident_start(c)) {
      size_t j = i;
      while (j < t.size() && ident_char(t[j])) ++j;
      std::string w = t.substr(i, j - i);
      if (kTypes.count(w)) return std::nullopt;
      size_t k = j;
      while (k < t.size() && (t[k] == ' ' || t[k] == '\t')) ++k;
      if (k < t.size() && t[k] == ':' && (k + 1 >= t.size() || t[k + 1] != ':')) return std::nullopt;  // a label
      if (is_c_block(w)) {  // SPIN does not replace parameters inside C: copied as it is
        size_t b = t.find('{', j);
        if (b == std::string::npos) return std::nullopt;
        int depth = 0;
        size_t e = b;
        for (; e < t.size(); ++e) {
          size_t skip = skip_inert(t, e, false);
          if (skip != e) {
            e = skip - 1;
            continue;
          }
          if (t[e] == '{') ++depth;
          if (t[e] == '}' && --depth == 0) break;
        }
        if (e >= t.size()) return std::nullopt;
        out += t.substr(i, e + 1 - i);
        i = e + 1;
        continue;
      }
      auto p = std::find(u.params.begin(), u.params.end(), w);
      out += p != u.params.end() ? args[static_cast<size_t>(p - u.params.begin())] : w;
      i = j;
      continue;
    }
    out += c;
    ++i;
  }
  while (!out.empty() && (out.back() == ' ' || out.back() == ';')) out.pop_back();
  while (!out.empty() && out.front() == ' ') out.erase(out.begin());
  return out;
}

std::string expand(const std::string& text, const std::map<std::string, PromelaUnit>& inlines, int depth) {
  if (depth > 8) return text;
  std::string out;
  for (size_t i = 0; i < text.size();) {
    size_t j = skip_inert(text, i, false);
    if (j != i) {
      out += text.substr(i, j - i);
      i = j;
      continue;
    }
    if (!ident_start(text[i]) || (i > 0 && (ident_char(text[i - 1]) || text[i - 1] == '.'))) {
      out += text[i++];
      continue;
    }
    size_t e = i;
    while (e < text.size() && ident_char(text[e])) ++e;
    std::string w = text.substr(i, e - i);
    auto def = inlines.find(w);
    size_t open = e;
    while (open < text.size() && (text[open] == ' ' || text[open] == '\t')) ++open;
    if (def == inlines.end() || open >= text.size() || text[open] != '(') {
      out += w;
      i = e;
      continue;
    }
    // The arguments: split at the commas outside brackets.
    std::vector<std::string> args;
    std::string cur;
    int d = 0;
    size_t k = open + 1;
    for (; k < text.size(); ++k) {
      char c = text[k];
      if (c == '(' || c == '[' || c == '{') ++d;
      if ((c == ')' || c == ']' || c == '}') && d-- == 0) break;
      if (c == ',' && d == 0) {
        args.push_back(cur);
        cur.clear();
      } else {
        cur += c;
      }
    }
    if (k >= text.size()) {
      out += text.substr(i);
      break;
    }
    if (cur.find_first_not_of(" \t") != std::string::npos || !args.empty()) args.push_back(cur);
    for (auto& a : args) {
      size_t f = a.find_first_not_of(" \t"), l = a.find_last_not_of(" \t");
      a = f == std::string::npos ? "" : a.substr(f, l - f + 1);
    }
    std::optional<std::string> body;
    if (args.size() == def->second.params.size()) body = inline_body(def->second, args);
    if (!body) {
      out += text.substr(i, k + 1 - i);
      i = k + 1;
      continue;
    }
    std::string inner = expand(*body, inlines, depth + 1);
    out += inner.empty() ? std::string("skip") : inner;
    i = k + 1;
  }
  return out;
}

}  // namespace

std::string expand_script_inlines(const std::string& text, const std::map<std::string, PromelaUnit>& inlines) {
  if (inlines.empty()) return text;
  return expand(text, inlines, 0);
}

}  // namespace mokert::script_detail
