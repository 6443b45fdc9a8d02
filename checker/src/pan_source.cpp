#include "mokert/pan_source.hpp"

#include <cctype>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <vector>

#include "mokert/text.hpp"

namespace mokert {

std::string pan_m_with_c_expr_depth_fixed(const std::string& pan_m) {
  static constexpr std::string_view from = "depth++; trpt++; trpt->pr = II; trpt->o_t = t; trpt->st = tt; uerror(";
  static constexpr std::string_view to =
      "depth++; trpt++; trpt->pr = II; trpt->o_t = t; trpt->st = tt; depth--; trpt--; uerror(";
  std::string out;
  size_t pos = 0;
  for (size_t at = pan_m.find(from); at != std::string::npos; at = pan_m.find(from, pos)) {
    out.append(pan_m, pos, at - pos);
    out += to;
    pos = at + from.size();
  }
  out.append(pan_m, pos, std::string::npos);
  return out;
}

namespace {

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

const std::set<std::string, std::less<>>& type_words() {
  static const std::set<std::string, std::less<>> w{"int",    "long",  "short", "char",     "unsigned",
                                                    "signed", "_Bool", "bool",  "float",    "double",
                                                    "const",  "uchar", "int8_t", "int16_t", "int32_t",
                                                    "int64_t", "uint8_t", "uint16_t", "uint32_t",
                                                    "uint64_t", "size_t", "intptr_t", "uintptr_t"};
  return w;
}

// A token of a body once its locals are replaced: '@' a scalar, '$' an own array.
struct Token {
  enum Kind { Local, Word, Number, Punct } kind;
  std::string text;
};

bool tokenize(std::string_view s, std::vector<Token>& out) {
  size_t i = 0;
  while (i < s.size()) {
    char c = s[i];
    if (is_space(c)) {
      ++i;
    } else if (c == '@' || c == '$') {
      // '@' a scalar local, '$' an array local (may be indexed).
      out.push_back({Token::Local, std::string(1, c)});
      ++i;
    } else if (is_digit(c)) {
      size_t j = i;
      // 10u, 0x1f, 1.5e3: digits, letters and dots of one literal.
      while (j < s.size() && (ident_char(s[j]) || s[j] == '.')) ++j;
      out.push_back({Token::Number, std::string(s.substr(i, j - i))});
      i = j;
    } else if (ident_start(c)) {
      size_t j = i;
      while (j < s.size() && ident_char(s[j])) ++j;
      out.push_back({Token::Word, std::string(s.substr(i, j - i))});
      i = j;
    } else {
      static const std::string_view two[] = {"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
                                             "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="};
      std::string p(1, c);
      for (auto t : two)
        if (s.substr(i, 2) == t) p = std::string(t);
      // Strings, characters, preprocessor lines, escapes: not worth reading; never local.
      if (p == "\"" || p == "'" || p == "#" || p == "\\" || p == "." || p == "->" || p == "`")
        return false;
      out.push_back({Token::Punct, p});
      i += p.size();
    }
  }
  return true;
}

} // namespace

OwnArrays own_arrays(const std::string& pan_h) {
  // `#define Pp_worker	((P0 *)_this)` names the struct; `typedef struct P0 { ... } P0;` holds
  // its fields, arrays as `uchar buf[6];`.
  static const std::regex name_re(R"(#define (\w+)\s+\(\(P(\d+) \*\)_this\))");
  static const std::regex array_re(R"(^\s*[A-Za-z_][\w ]*?\s\**\s*(\w+)\s*\[\s*\d+\s*\]\s*;)");
  OwnArrays out;
  for (std::sregex_iterator it(pan_h.begin(), pan_h.end(), name_re), end; it != end; ++it) {
    const std::string tag = "typedef struct P" + (*it)[2].str() + " {";
    size_t from = pan_h.find(tag);
    if (from == std::string::npos) continue;
    size_t to = pan_h.find("} P" + (*it)[2].str() + ";", from);
    if (to == std::string::npos) continue;
    std::set<std::string>& arrays = out[(*it)[1]];
    std::istringstream lines(pan_h.substr(from, to - from));
    std::string line;
    std::smatch m;
    while (std::getline(lines, line))
      if (line.find('*') == std::string::npos && std::regex_search(line, m, array_re)) arrays.insert(m[1]);
  }
  return out;
}

bool c_touches_only_own_locals(std::string_view body, const OwnArrays& arrays) {
  if (body.find("now.") != std::string_view::npos || body.find('@') != std::string_view::npos ||
      body.find('$') != std::string_view::npos)
    return false;
  static const std::regex local_re(R"(\b(P[A-Za-z_][A-Za-z0-9_]*)->([A-Za-z_][A-Za-z0-9_]*)(\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)*)");
  const std::string text(body);
  std::string marked;
  size_t pos = 0;
  for (std::sregex_iterator it(text.begin(), text.end(), local_re), end; it != end; ++it) {
    const auto& m = *it;
    marked.append(text, pos, static_cast<size_t>(m.position()) - pos);
    auto a = arrays.find(m[1]);
    const bool array = !m[3].matched && a != arrays.end() && a->second.count(m[2]);
    marked += array ? " $ " : " @ ";
    pos = static_cast<size_t>(m.position() + m.length());
  }
  marked.append(text, pos, std::string::npos);
  // errno: per process (see the header).
  static const std::regex errno_re(R"(\berrno\b)");
  marked = std::regex_replace(marked, errno_re, " @ ");
  std::vector<Token> toks;
  if (!tokenize(marked, toks)) return false;
  auto is_type = [](const Token& t) { return t.kind == Token::Word && type_words().count(t.text) != 0; };
  // Which parentheses hold a type (type words and '*' only): a cast, or sizeof's operand.
  std::vector<bool> type_group(toks.size(), false);
  std::vector<size_t> open;
  for (size_t k = 0; k < toks.size(); ++k) {
    if (toks[k].kind == Token::Punct && toks[k].text == "(") open.push_back(k);
    if (toks[k].kind == Token::Punct && toks[k].text == ")") {
      if (open.empty()) return false;
      size_t o = open.back();
      open.pop_back();
      bool type = k > o + 1;
      for (size_t j = o + 1; j < k; ++j) type = type && (is_type(toks[j]) || toks[j].text == "*");
      type_group[o] = type_group[k] = type;
    }
  }
  if (!open.empty()) return false;
  // A ')' that closes a cast is no operand: what follows is cast. sizeof(T) is one.
  std::vector<bool> closes_cast(toks.size(), false);
  for (size_t k = 0; k < toks.size(); ++k) {
    if (toks[k].text == "(") open.push_back(k);
    if (toks[k].text == ")") {
      size_t o = open.back();
      open.pop_back();
      closes_cast[k] = type_group[k] && !(o > 0 && toks[o - 1].kind == Token::Word && toks[o - 1].text == "sizeof");
    }
  }
  for (size_t k = 0; k < toks.size(); ++k) {
    const Token& t = toks[k];
    const Token* prev = k ? &toks[k - 1] : nullptr;
    if (t.text == "(") open.push_back(k);
    if (t.text == ")") open.pop_back();
    // After an operand a '*' is a product and a '(' a call; after a cast or an operator a '*'
    // is a dereference.
    const bool after_operand = prev && (prev->kind == Token::Local || prev->kind == Token::Number ||
                                        prev->text == "]" || (prev->text == ")" && !closes_cast[k - 1]));
    if (t.kind == Token::Word) {
      if (!is_type(t) && t.text != "sizeof" && t.text != "if" && t.text != "else") return false;
    } else if (t.kind == Token::Punct && t.text == "(") {
      if (after_operand || (prev && is_type(*prev))) return false;
    } else if (t.kind == Token::Punct && t.text == "[") {
      // Indexing an array among the process's own locals; anything else may be a pointer.
      if (!prev || prev->text != "$") return false;
    } else if (t.kind == Token::Punct && t.text == "*" && !after_operand) {
      // Only the pointer of a type in parentheses: `(int *)`.
      if (open.empty() || !type_group[open.back()]) return false;
    }
  }
  return true;
}

static bool precondition_is_local(const std::string& pre, const OwnArrays& arrays) {
  // mokert_index_ok(i, n, site) (cmem.pml) reads only its arguments: a bound check.
  static const std::regex index_ok_re(R"(\bmokert_index_ok\s*\()");
  return c_touches_only_own_locals(std::regex_replace(pre, index_ok_re, "("), arrays);
}

EmbeddedCMarks mark_embedded_c(const std::string& pan_t, const std::string& pan_c, const std::string& pan_m,
                               const OwnArrays& arrays, bool may_mark_local) {
  // pan.c's table of embedded C: `{ "c_code12", " Pp_f->k < (Pp_f->n) " },`.
  static const std::regex entry_re(R"re(\{ "c_code(\d+)", "((?:[^"\\]|\\.)*)" \},)re");
  struct Body {
    std::string text;
    bool local = false;
  };
  std::map<std::string, Body> bodies;
  for (std::sregex_iterator it(pan_c.begin(), pan_c.end(), entry_re), end; it != end; ++it) {
    std::string text = (*it)[2];
    // spin -a cuts long texts with "..."; what was cut is unknown.
    const bool cut = text.size() >= 3 && text.compare(text.size() - 3, 3, "...") == 0;
    if (cut) text.resize(text.size() - 3);
    const bool local = !cut && text.find('\\') == std::string::npos && c_touches_only_own_locals(text, arrays);
    bodies[(*it)[1]] = Body{text, local};
  }
  // pan.m's cases, `case 25: // STATE 11 - model.pml:49 - [({c_code12})]` up to the next case:
  // the embedded C each runs (named in its header or a `/* c_code7 */` comment) and whether all
  // of it, preconditions included, stays within the process's locals.
  struct Case {
    std::set<std::string> refs;
    bool local = true;
  };
  std::map<std::string, Case> cases;
  std::set<std::string> placed;
  static const std::regex case_re(R"(\n\tcase (\d+): //)");
  static const std::regex ref_re(R"(\bc_code(\d+)\b)");
  static const std::regex pre_re(R"re(precondition false: ((?:[^"\\]|\\.)*)")re");
  std::vector<std::pair<std::string, size_t>> starts;
  for (std::sregex_iterator it(pan_m.begin(), pan_m.end(), case_re), end; it != end; ++it)
    starts.emplace_back((*it)[1], static_cast<size_t>(it->position()));
  for (size_t i = 0; i < starts.size(); ++i) {
    size_t stop = i + 1 < starts.size() ? starts[i + 1].second : pan_m.size();
    const std::string section = pan_m.substr(starts[i].second, stop - starts[i].second);
    Case& c = cases[starts[i].first];
    for (std::sregex_iterator it(section.begin(), section.end(), ref_re), end; it != end; ++it) {
      c.refs.insert((*it)[1]);
      placed.insert((*it)[1]);
      auto b = bodies.find((*it)[1]);
      c.local = c.local && b != bodies.end() && b->second.local;
    }
    for (std::sregex_iterator it(section.begin(), section.end(), pre_re), end; it != end; ++it)
      c.local = c.local && precondition_is_local((*it)[1], arrays);
  }
  EmbeddedCMarks out;
  // Embedded C that runs where no case names it (a c_expr inside a d_step is written inline):
  // its transition cannot be marked; when it may touch shared data, only -DNOREDUCE is sound.
  // Texts that pan.m does not hold at all are top-level C (c_decl, %C), no statement.
  for (const auto& [n, b] : bodies) {
    if (placed.count(n) || b.local) continue;
    const std::string trimmed = trim(b.text);
    if (!trimmed.empty() && pan_m.find(trimmed) != std::string::npos && out.unplaced.empty()) out.unplaced = trimmed;
  }
  // `settr(t_id,atom,st,forw,back,"text", global, tpe0, tpe1)`: forw is the case.
  static const std::regex settr_re(R"re(settr\((\d+),(\d+),(\d+),(\d+),(\d+),"([^"]*)", ([01]), )re");
  static const std::regex pure_re(R"(\(?\{c_code\d+\}\)?)");
  out.pan_t.reserve(pan_t.size());
  size_t pos = 0;
  for (std::sregex_iterator it(pan_t.begin(), pan_t.end(), settr_re), end; it != end; ++it) {
    const auto& m = *it;
    auto c = cases.find(m[4]);
    if (c == cases.end() || c->second.refs.empty()) continue;
    char flag = m[7].str()[0];
    if (!c->second.local) flag = '1';
    else if (may_mark_local && std::regex_match(m[6].str(), pure_re)) flag = '0';
    const size_t at = static_cast<size_t>(m.position(7));
    out.pan_t.append(pan_t, pos, at - pos);
    out.pan_t += flag;
    pos = at + 1;
  }
  out.pan_t.append(pan_t, pos, std::string::npos);
  return out;
}

} // namespace mokert
