// The normal form of C text that lookup tables are matched against (docs/translation-scripts.md
// "Normal form"), and small text helpers of the script reader.
#include <cctype>
#include <cstring>

#include "mokert/script.hpp"
#include "script_internal.hpp"

namespace mokert {
namespace script_detail {

std::vector<std::string> split_ws(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      if (!cur.empty()) out.push_back(cur), cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

std::vector<std::string> split_args(const std::string& s) {
  if (s.find('\t') == std::string::npos) return split_ws(s);
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == '\t') {
      if (!trim(cur).empty()) out.push_back(trim(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!trim(cur).empty()) out.push_back(trim(cur));
  return out;
}

bool is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '$';
}

std::string strip_semicolon(const std::string& s) {
  if (!s.empty() && s.back() == ';') return s.substr(0, s.size() - 1);
  return s;
}

std::vector<std::pair<unsigned, std::string>> split_lines(const std::string& text, bool continuation) {
  std::vector<std::pair<unsigned, std::string>> out;
  unsigned no = 0;
  size_t pos = 0;
  bool continued = false;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string::npos && pos == text.size()) break;
    std::string line = text.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    ++no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (continued) {
      out.back().second += line;
    } else {
      out.emplace_back(no, line);
    }
    // A trailing backslash continues the line (Modex's lookup tables allow this).
    continued = continuation && !out.back().second.empty() && out.back().second.back() == '\\';
    if (continued) out.back().second.pop_back();
    if (nl == std::string::npos) break;
    pos = nl + 1;
  }
  return out;
}

std::string unbalanced(const std::string& text, unsigned first_line, unsigned& bad_line) {
  std::vector<std::pair<char, unsigned>> stack;  // expected closer, line of the opener
  unsigned line = first_line;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      size_t e = text.find("*/", i + 2);
      if (e == std::string::npos) { bad_line = line; return "a /* comment is never closed"; }
      for (size_t k = i; k < e; ++k) line += text[k] == '\n';
      i = e + 1;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n') ++i;
      --i;
    } else if (c == '"') {
      size_t j = i + 1;
      while (j < text.size() && text[j] != '"' && text[j] != '\n') j += text[j] == '\\' ? 2 : 1;
      if (j >= text.size() || text[j] != '"')
      { bad_line = line; return "a string literal is never closed"; }
      i = j;
    } else if (c == '{' || c == '(' || c == '[') {
      stack.push_back({c == '{' ? '}' : c == '(' ? ')' : ']', line});
    } else if (c == '}' || c == ')' || c == ']') {
      if (stack.empty() || stack.back().first != c) {
        bad_line = line;
        return std::string("'") + c + "' closes nothing";
      }
      stack.pop_back();
    }
  }
  if (!stack.empty()) {
    bad_line = stack.back().second;
    return std::string("'") + (stack.back().first == '}' ? '{' : stack.back().first == ')' ? '(' : '[') +
           "' is never closed";
  }
  return "";
}

} // namespace script_detail

namespace {

// Two adjacent punctuation characters that would read as one C token if the space between
// them were dropped ("a - -b" must not become "a--b").
bool would_merge(char a, char b) {
  static const char* pairs[] = {"++", "--", "&&", "||", "<<", ">>", "->", "==", "!=", "<=", ">=",
                                "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", "/*", "//",
                                "..", "<:", ":>", "<%", "%>", "%:"};
  for (const char* p : pairs)
    if (p[0] == a && p[1] == b) return true;
  return false;
}

} // namespace

std::string normalize_c(const std::string& text) {
  using script_detail::is_word_char;
  std::string out;
  bool pending_space = false;
  size_t i = 0;
  const size_t n = text.size();
  auto emit = [&](const std::string& tok) {
    if (pending_space && !out.empty()) {
      char a = out.back(), b = tok.front();
      bool words = is_word_char(a) && is_word_char(b);
      // "1 .5" / "x. 5": a number next to a dot must stay apart too.
      bool number_dot = (a == '.' && std::isdigit(static_cast<unsigned char>(b))) ||
                        (std::isdigit(static_cast<unsigned char>(a)) && b == '.');
      if (words || number_dot || would_merge(a, b)) out += ' ';
    }
    pending_space = false;
    out += tok;
  };
  while (i < n) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      pending_space = true;
      ++i;
    } else if (c == '\\' && i + 1 < n && (text[i + 1] == '\n' || text[i + 1] == '\r')) {
      pending_space = true;  // line splice
      i += 2;
    } else if (c == '/' && i + 1 < n && text[i + 1] == '*') {
      size_t e = text.find("*/", i + 2);
      i = e == std::string::npos ? n : e + 2;
      pending_space = true;  // a comment separates tokens like a space
    } else if (c == '/' && i + 1 < n && text[i + 1] == '/') {
      size_t e = text.find('\n', i);
      i = e == std::string::npos ? n : e;
      pending_space = true;
    } else if (c == '"' || c == '\'') {
      // String and character literals are kept byte for byte.
      size_t j = i + 1;
      while (j < n && text[j] != c) j += (text[j] == '\\' && j + 1 < n) ? 2 : 1;
      j = j < n ? j + 1 : n;
      emit(text.substr(i, j - i));
      i = j;
    } else {
      emit(std::string(1, c));
      ++i;
    }
  }
  // No space before a trailing ';' (emit never adds one there), none at either end.
  return out;
}

std::string normalize_condition(const std::string& text) {
  std::string s = normalize_c(text);
  // Already one pair of parentheses around the whole condition?
  if (s.size() >= 2 && s.front() == '(' && s.back() == ')') {
    int depth = 0;
    bool whole = true;
    for (size_t i = 0; i < s.size(); ++i) {
      char c = s[i];
      if (c == '"' || c == '\'') {
        size_t j = i + 1;
        while (j < s.size() && s[j] != c) j += s[j] == '\\' ? 2 : 1;
        i = j;
        continue;
      }
      if (c == '(') ++depth;
      if (c == ')' && --depth == 0 && i + 1 < s.size()) {
        whole = false;
        break;
      }
    }
    if (whole) return s;
  }
  return "(" + s + ")";
}

} // namespace mokert
