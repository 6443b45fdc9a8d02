#include "mokert/numbers.hpp"

#include <charconv>
#include <cmath>
#include <string>

namespace mokert {

std::optional<unsigned> parse_unsigned(std::string_view text, unsigned max) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  unsigned long long v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v > max) return std::nullopt;
  return static_cast<unsigned>(v);
}

std::optional<double> parse_seconds(std::string_view text, double max_seconds) {
  if (text.empty() || text.size() > 32) return std::nullopt;
  const std::string s(text);
  size_t used = 0;
  double v = 0;
  try {
    v = std::stod(s, &used);
  } catch (...) {
    return std::nullopt;
  }
  if (used != s.size() || !std::isfinite(v) || v <= 0 || v > max_seconds) return std::nullopt;
  return v;
}

} // namespace mokert
