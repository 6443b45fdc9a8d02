#include "translate_errno.hpp"

#include <cctype>

namespace mokert {
namespace {

bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The end of a C string or character literal that starts at i (the quote).
size_t skip_literal(const std::string& t, size_t i) {
  char q = t[i];
  for (++i; i < t.size(); ++i) {
    if (t[i] == '\\') ++i;
    else if (t[i] == q) return i + 1;
  }
  return t.size();
}

// The position after the bracket that closes the one at `open` ('{' or '['), C literals and
// comments skipped; npos when it is not closed on this line.
size_t matching(const std::string& t, size_t open) {
  char o = t[open], c = o == '{' ? '}' : ']';
  int depth = 0;
  for (size_t i = open; i < t.size();) {
    if (t[i] == '"' || t[i] == '\'') {
      i = skip_literal(t, i);
      continue;
    }
    if (t.compare(i, 2, "/*") == 0) {
      size_t e = t.find("*/", i + 2);
      i = e == std::string::npos ? t.size() : e + 2;
      continue;
    }
    if (t[i] == o) ++depth;
    if (t[i] == c && --depth == 0) return i + 1;
    ++i;
  }
  return std::string::npos;
}

// errno in C text that cannot assign (a c_expr, a guard) reads the slot: the name as the
// program spells it, or glibc's expansion as the AST printer writes it.
std::string read_slot(const std::string& t, const std::string& slot) {
  std::string out;
  for (size_t i = 0; i < t.size();) {
    if (t[i] == '"' || t[i] == '\'') {
      size_t e = skip_literal(t, i);
      out += t.substr(i, e - i);
      i = e;
      continue;
    }
    if (t.compare(i, 16, "__errno_location") == 0 && (i == 0 || !ident_char(t[i - 1]))) {
      size_t j = i + 16;
      while (j < t.size() && t[j] == ' ') ++j;
      if (j + 1 < t.size() && t[j] == '(') {
        size_t k = j + 1;
        while (k < t.size() && t[k] == ' ') ++k;
        if (k < t.size() && t[k] == ')') {
          out += "(&" + slot + ")";
          i = k + 1;
          continue;
        }
      }
    }
    bool member = i > 0 && (t[i - 1] == '.' || (i > 1 && t[i - 1] == '>' && t[i - 2] == '-'));
    if (t.compare(i, 5, "errno") == 0 && (i == 0 || !ident_char(t[i - 1])) && !member &&
        (i + 5 >= t.size() || !ident_char(t[i + 5]))) {
      out += "(" + slot + ")";
      i += 5;
      continue;
    }
    out += t[i++];
  }
  return out;
}

bool word_at(const std::string& t, size_t i, const char* w, size_t n) {
  return t.compare(i, n, w) == 0 && (i == 0 || !ident_char(t[i - 1])) && (i + n >= t.size() || !ident_char(t[i + n]));
}

std::string rewrite(const std::string& t, const std::string& slot) {
  std::string out;
  size_t i = 0;
  while (i < t.size()) {
    bool code = word_at(t, i, "c_code", 6), expr = !code && word_at(t, i, "c_expr", 6);
    if (!code && !expr) {
      out += t[i++];
      continue;
    }
    size_t j = i + 6;
    while (j < t.size() && t[j] == ' ') ++j;
    out += t.substr(i, j - i);
    if (j < t.size() && t[j] == '[') {
      size_t e = matching(t, j);
      if (e == std::string::npos) return out + t.substr(j);
      out += read_slot(t.substr(j, e - j), slot);
      j = e;
      while (j < t.size() && t[j] == ' ') out += t[j++];
    }
    if (j >= t.size() || t[j] != '{') {
      i = j;
      continue;
    }
    size_t e = matching(t, j);
    if (e == std::string::npos) return out + t.substr(j);
    std::string body = t.substr(j + 1, e - j - 2);
    if (expr)
      out += "{" + read_slot(body, slot) + "}";
    else
      out += "{ errno = " + slot + ";" + body + "; " + slot + " = errno; }";
    i = e;
  }
  return out;
}

} // namespace

void keep_errno_per_thread(std::vector<PmlLine>& lines, const std::string& slot) {
  for (auto& l : lines)
    if (l.text.find("c_code") != std::string::npos || l.text.find("c_expr") != std::string::npos)
      l.text = rewrite(l.text, slot);
}

} // namespace mokert
