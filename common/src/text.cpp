#include "mokert/text.hpp"

namespace mokert {

std::string_view trim_view(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && is_space(s[b])) ++b;
  while (e > b && is_space(s[e - 1])) --e;
  return s.substr(b, e - b);
}

std::string trim_right(std::string_view s) {
  size_t e = s.size();
  while (e > 0 && is_space(s[e - 1])) --e;
  return std::string(s.substr(0, e));
}

size_t skip_spaces(std::string_view s, size_t i) {
  while (i < s.size() && is_space(s[i])) ++i;
  return i;
}

size_t run_end(std::string_view s, size_t i, std::string_view set) {
  size_t j = i;
  while (j < s.size() && set.find(s[j]) != std::string_view::npos) ++j;
  return j == i ? std::string_view::npos : j;
}

size_t digits_end(std::string_view s, size_t i) {
  size_t j = i;
  while (j < s.size() && is_digit(s[j])) ++j;
  return j == i ? std::string_view::npos : j;
}

bool all_digits(std::string_view s) { return digits_end(s, 0) == s.size(); }

bool starts_with_at(std::string_view s, size_t i, std::string_view prefix) {
  return i <= s.size() && s.substr(i, prefix.size()) == prefix;
}

} // namespace mokert
