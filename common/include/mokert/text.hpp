// Small text helpers shared by the readers: trimming, and a scanner for the fixed line shapes
// that tools print ("pan:1: ...", "  3:\tproc  1 (p:1) m.pml:7 (state 3)"), matched by hand
// because std::regex recurses once per character and is slow.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace mokert {

// ASCII whitespace (the C locale's isspace) and decimal digits.
inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

// s without whitespace at its ends.
std::string_view trim_view(std::string_view s);
inline std::string trim(std::string_view s) { return std::string(trim_view(s)); }
// s without whitespace at its end.
std::string trim_right(std::string_view s);

// The first position at or after i that is not whitespace (s.size() when none).
size_t skip_spaces(std::string_view s, size_t i);
// The end of the run of characters from `set` that starts at i (at least one), or npos.
size_t run_end(std::string_view s, size_t i, std::string_view set);
// The end of the digits that start at i (at least one), or npos.
size_t digits_end(std::string_view s, size_t i);
// s is one or more digits.
bool all_digits(std::string_view s);
// s has `prefix` at position i.
bool starts_with_at(std::string_view s, size_t i, std::string_view prefix);

} // namespace mokert
