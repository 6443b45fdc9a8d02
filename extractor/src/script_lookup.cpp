// Matching one normalized C statement or condition against the lookup tables:
// exact, "..." prefix and $X pattern rules; named tables, then the unnamed one, then defaults.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <unordered_map>

#include "mokert/error.hpp"
#include "mokert/files.hpp"

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
// A capture is held as an offset and a length in the statement, and a back-referenced value's
// memo word is the first offset of its text and its length: a step copies no text and allocates
// nothing (the memo grows in one array). Three checks cut branches that cannot match before
// they are searched: where each piece can still start (the literals after it must fit in order),
// where a value bound now can occur again (the next use of its name), and the exact place of a
// use that only literals follow.
class Matcher {
public:
  Matcher(const std::vector<Piece>& pieces, const std::string& t, bool prefix)
      : pieces_(pieces), t_(t), prefix_(prefix), slot_(pieces.size(), 0), live_(pieces.size() + 1),
        next_use_(pieces.size(), kNone), latest_(pieces.size() + 1), anchored_(pieces.size() + 1),
        failed_plain_(pieces.size() * (t.size() + 1)) {
    std::vector<std::string> names;
    for (size_t k = 0; k < pieces.size(); ++k) {
      if (!pieces[k].capture) continue;
      auto it = std::find(names.begin(), names.end(), pieces[k].text);
      slot_[k] = static_cast<size_t>(it - names.begin());
      if (it == names.end()) names.push_back(pieces[k].text);
    }
    names_ = names;
    values_.assign(names.size(), {kUnbound, 0, kUnboundWord});
    // A name is live from just after its first use through its last one (one sweep each way:
    // rules of hundreds of pieces made the pairwise version cubic).
    std::vector<size_t> first(names.size(), kNone), last(names.size(), kNone), seen(names.size(), kNone);
    for (size_t k = 0; k < pieces.size(); ++k)
      if (pieces[k].capture) {
        if (first[slot_[k]] == kNone) first[slot_[k]] = k;
        last[slot_[k]] = k;
      }
    for (size_t k = pieces.size(); k-- > 0;)
      if (pieces[k].capture) {
        next_use_[k] = seen[slot_[k]];
        seen[slot_[k]] = k;
      }
    for (size_t n = 0; n < names.size(); ++n)
      for (size_t m = first[n] + 1; m <= last[n]; ++m) live_[m].push_back(n);
    // latest_[k]: the last position at which piece k may start and the pieces after it still fit
    // (literals found in order, a capture at least one character), -1 for none; anchored_[k]: only
    // literals follow up to the end of a non-prefix pattern, so piece k starts exactly there.
    const auto n = static_cast<std::ptrdiff_t>(t.size());
    latest_[pieces.size()] = n;
    anchored_[pieces.size()] = !prefix;
    for (size_t k = pieces.size(); k-- > 0;) {
      const std::ptrdiff_t after = latest_[k + 1];
      latest_[k] = -1;
      if (after < 0) continue;
      if (pieces[k].capture) {
        latest_[k] = after - 1;
        continue;
      }
      const auto len = static_cast<std::ptrdiff_t>(pieces[k].text.size());
      if (after < len) continue;
      if (anchored_[k + 1]) {
        anchored_[k] = true;
        if (t.compare(static_cast<size_t>(after - len), pieces[k].text.size(), pieces[k].text) == 0)
          latest_[k] = after - len;
      } else {
        const size_t at = t.rfind(pieces[k].text, static_cast<size_t>(after - len));
        if (at != std::string::npos) latest_[k] = static_cast<std::ptrdiff_t>(at);
      }
    }
  }

  size_t steps() const { return work_; }

  bool match(std::map<std::string, std::string>& caps) {
    if (!run(0, 0)) return false;
    for (size_t n = 0; n < names_.size(); ++n)
      if (values_[n].off != kUnbound) caps[names_[n]] = t_.substr(values_[n].off, values_[n].len);
    return true;
  }

private:
  static constexpr size_t kUnbound = std::string::npos;
  static constexpr size_t kNone = std::string::npos;
  static constexpr uint32_t kUnboundWord = 0xffffffffu;
  struct Value {
    size_t off, len;
    uint32_t word;  // the memo's name for the text: its first offset in t_ and its length
  };
  const std::vector<Piece>& pieces_;
  const std::string& t_;
  bool prefix_;
  std::vector<size_t> slot_;               // per capture piece: its name's number
  std::vector<std::vector<size_t>> live_;  // per piece: names bound before it, used at or after it
  std::vector<size_t> next_use_;           // per capture piece: the next piece with its name, or kNone
  std::vector<std::ptrdiff_t> latest_;
  std::vector<bool> anchored_;
  std::vector<std::string> names_;
  std::vector<Value> values_;  // per name
  std::vector<bool> failed_plain_;  // per (piece, position) without back-referenced names
  // Failed states with back-referenced names: keys (piece, position, one word per live name)
  // stored one after another in keys_; memo_ is an open-addressing table of offsets into keys_
  // (plus one; 0 is an empty slot).
  std::vector<uint32_t> keys_;
  std::vector<uint32_t> memo_;
  size_t memo_count_ = 0;
  size_t work_ = 0;
  std::unordered_map<size_t, std::vector<size_t>> ends_;

  uint64_t hash_key(size_t at) const {
    const size_t words = 2 + live_[keys_[at]].size();
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < words; ++i) h = (h ^ keys_[at + i]) * 0x100000001b3ull;
    return h ^ (h >> 29);
  }
  bool same_key(size_t a, size_t b) const {
    const size_t words = 2 + live_[keys_[a]].size();
    return keys_[a] == keys_[b] && std::equal(keys_.begin() + a, keys_.begin() + a + words, keys_.begin() + b);
  }
  // The slot holding the key at `at`, or the empty slot where it belongs.
  size_t slot_of(size_t at) const {
    const size_t mask = memo_.size() - 1;
    for (size_t i = hash_key(at) & mask;; i = (i + 1) & mask)
      if (memo_[i] == 0 || same_key(memo_[i] - 1, at)) return i;
  }
  void remember(size_t at) {
    if (2 * (memo_count_ + 1) > memo_.size()) {
      std::vector<uint32_t> old(std::max<size_t>(64, 2 * memo_.size()), 0);
      old.swap(memo_);
      for (uint32_t e : old)
        if (e != 0) memo_[slot_of(e - 1)] = e;
    }
    memo_[slot_of(at)] = static_cast<uint32_t>(at + 1);
    ++memo_count_;
  }

  bool run(size_t k, size_t pos) {
    if (k == pieces_.size()) return prefix_ || pos == t_.size();
    if (static_cast<std::ptrdiff_t>(pos) > latest_[k] || (anchored_[k] && static_cast<std::ptrdiff_t>(pos) != latest_[k]))
      return false;
    if (live_[k].empty()) {  // the common case: the key is two numbers
      const size_t key = k * (t_.size() + 1) + pos;
      if (failed_plain_[key]) return false;
      if (step(k, pos)) return true;
      failed_plain_[key] = true;
      return false;
    }
    // A name used again later puts its value in the memo key, and the search grows with the
    // combinations of those values: past a fixed amount of work the rule is refused, never a hang.
    if (++work_ > kMaxPatternSteps)
      throw InputError("a pattern rule needs more than " + std::to_string(kMaxPatternSteps) +
                       " steps to match a C statement of " + std::to_string(t_.size()) +
                       " characters (capture names used again and again): '" + printable_excerpt(t_, 60) +
                       "'; use each capture name once or twice, or match the statement with an exact or prefix "
                       "(...) rule");
    // The key stays in keys_ while step() searches (its own keys go after it); it is entered in
    // the memo only when the search fails, and dropped at once when the memo has it already.
    const size_t at = keys_.size();
    keys_.push_back(static_cast<uint32_t>(k));
    keys_.push_back(static_cast<uint32_t>(pos));
    for (size_t n : live_[k]) keys_.push_back(values_[n].word);
    if (!memo_.empty() && memo_[slot_of(at)] != 0) {
      keys_.resize(at);
      return false;
    }
    if (step(k, pos)) return true;
    remember(at);
    return false;
  }

  // Whether a value t_[pos, end) bound at capture piece k can still be found where the next use
  // of its name may stand; `longer` says whether a longer value could (a longer value starts
  // with this one, so where this one is not found, no longer one is).
  bool fits_next_use(size_t k, size_t pos, size_t end, bool& longer) const {
    longer = true;
    const size_t j = next_use_[k];
    if (j == kNone) return true;
    const auto len = static_cast<std::ptrdiff_t>(end - pos);
    const std::ptrdiff_t last = std::min(latest_[j], latest_[j + 1] - len);  // its last possible start
    if (last < static_cast<std::ptrdiff_t>(end)) {
      longer = false;
      return false;
    }
    const std::string_view value(t_.data() + pos, end - pos);
    if (anchored_[j + 1])  // only literals follow that use: it ends exactly where they begin
      return std::string_view(t_).substr(static_cast<size_t>(latest_[j + 1] - len), end - pos) == value;
    const std::string_view window(t_.data() + end, static_cast<size_t>(last) + (end - pos) - end);
    longer = window.find(value) != std::string_view::npos;
    return longer;
  }

  bool step(size_t k, size_t pos) {
    const Piece& pc = pieces_[k];
    if (!pc.capture) {
      if (t_.compare(pos, pc.text.size(), pc.text) != 0) return false;
      return run(k + 1, pos + pc.text.size());
    }
    auto& value = values_[slot_[k]];
    if (value.off != kUnbound) {  // the same name twice must capture the same text
      if (t_.compare(pos, value.len, t_, value.off, value.len) != 0) return false;
      return run(k + 1, pos + value.len);
    }
    auto cached = ends_.find(pos);
    if (cached == ends_.end()) cached = ends_.emplace(pos, expression_ends(t_, pos)).first;
    for (size_t end : cached->second) {
      bool longer = true;
      if (!fits_next_use(k, pos, end, longer)) {
        if (!longer) break;
        continue;
      }
      value = {pos, end - pos, kUnboundWord};
      if (next_use_[k] != kNone) {
        // Equal text at two places is one state: the memo names a value by its first occurrence.
        const size_t first = std::string_view(t_).find(std::string_view(t_.data() + pos, end - pos));
        value.word = static_cast<uint32_t>(first * (kMaxPatternText + 1) + (end - pos));
      }
      if (run(k + 1, end)) return true;
    }
    value = {kUnbound, 0, kUnboundWord};
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
                   std::map<std::string, std::string>& captures, size_t* steps) {
  if (steps) *steps = 0;
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
  if (!steps) return m.match(captures);
  try {
    const bool found = m.match(captures);
    *steps = m.steps();
    return found;
  } catch (const InputError&) {
    *steps = m.steps();
    throw;
  }
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

// Where the identifier `word` next stands alone in `text` from `pos` on (not a part of a longer
// identifier), or npos.
size_t find_word(const std::string& text, const std::string& word, size_t pos) {
  auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (; !word.empty() && (pos = text.find(word, pos)) != std::string::npos; pos += word.size())
    if ((pos == 0 || !ident(text[pos - 1])) && (pos + word.size() >= text.size() || !ident(text[pos + word.size()])))
      return pos;
  return std::string::npos;
}

bool names_word(const std::string& text, const std::string& word) {
  return find_word(text, word, 0) != std::string::npos;
}

// Replaces the identifier `word` (not a part of a longer identifier) by `by`.
void replace_word(std::string& text, const std::string& word, const std::string& by) {
  for (size_t pos = 0; (pos = find_word(text, word, pos)) != std::string::npos; pos += by.size())
    text.replace(pos, word.size(), by);
}

std::string escape_print(const std::string& s) {
  std::string out;
  for (char c : s) out += c == '"' ? '\'' : c;  // Modex prints C quotes as single quotes
  return out;
}

// `(name)` -> `name` where the parentheses can only group (not call, not cast): before them no
// name, `)` or `]` (a call's), after them the end, `[`, `.`, `->`, `,` or `)` (a cast is followed
// by its operand). `(a + b)` keeps its parentheses: a rule may write `$E * 2`.
std::string drop_name_parentheses(std::string text) {
  auto ident = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
  for (size_t open = text.find('('); open != std::string::npos; open = text.find('(', open + 1)) {
    size_t close = open + 1;
    while (close < text.size() && ident(text[close])) ++close;
    if (close == open + 1 || close >= text.size() || text[close] != ')' ||
        std::isdigit(static_cast<unsigned char>(text[open + 1])))
      continue;
    if (open > 0 && (ident(text[open - 1]) || text[open - 1] == ')' || text[open - 1] == ']')) continue;
    const size_t after = close + 1;
    const bool groups = after == text.size() || text[after] == '[' || text[after] == '.' || text[after] == ',' ||
                        text[after] == ')' || text.compare(after, 2, "->") == 0;
    if (!groups) continue;
    text.erase(close, 1);
    text.erase(open, 1);
    open = std::string::npos;  // from the start again: `((x))` has an outer pair now
  }
  return text;
}

} // namespace

std::string apply_substitutes(const Script& script, const std::vector<std::string>& tables,
                              const std::string& promela) {
  return subst_all(consulted(script, tables), promela);
}

std::optional<LookupResult> lookup(const Script& script, const std::vector<std::string>& tables,
                                   const std::string& normalized_c) {
  return lookup(script, tables, normalized_c, "", {});
}

std::optional<LookupResult> lookup(const Script& script, const std::vector<std::string>& tables,
                                   const std::string& normalized_c, const std::string& as_written,
                                   const std::vector<std::string>& parameters) {
  auto tabs = consulted(script, tables);
  std::map<std::string, std::string> caps;
  const bool other_spelling = !as_written.empty() && as_written != normalized_c;
  for (const LookupTable* t : tabs) {
    for (const LookupRule& r : t->rules) {
      bool hit = false, by_spelling = false;
      try {
        hit = matches(r, normalized_c, caps);
        if (!hit && other_spelling && !r.pattern) hit = by_spelling = matches(r, as_written, caps);
      } catch (const InputError& e) {  // a statement too long for pattern rules: say which rule
        throw InputError(located(r.where.file, r.where.line, e.what()));
      }
      if (!hit) continue;
      // A macro's hygiene parentheses around a name (`pthread_create(&(ids)[k], 0, (fn), 0)` in a
      // header's SPAWN_ALL) are no part of it: `p_$F` became `p_(worker)` and `(ids)[k]` no
      // Promela, both rejected by SPIN.
      for (auto& [name, text] : caps) {
        (void)name;
        text = drop_name_parentheses(text);
      }
      if (by_spelling && std::any_of(parameters.begin(), parameters.end(), [&](const std::string& p) {
            return names_word(r.rhs, p);
          }))
        continue;
      LookupResult res;
      res.kind = r.kind;
      std::string where = std::filesystem::path(r.where.file).filename().string() + ":" +
                          std::to_string(r.where.line);
      res.rule = r.pattern ? "pattern " + where : where;
      {
        static const std::string shipped_dir = (source_root() / "translation-scripts").lexically_normal().string() + "/";
        res.shipped = std::filesystem::path(r.where.file).lexically_normal().string().rfind(shipped_dir, 0) == 0;
      }
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
