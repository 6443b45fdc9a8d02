// Numbers typed by the user (script directives, command-line values, file names): parsed whole
// and range-checked, so that "99999999999999999999" is an input error, never an exception
// from std::stoul that surfaces as an internal error.
#pragma once
#include <limits>
#include <optional>
#include <string_view>

namespace mokert {

// text is a decimal number (digits only) no larger than max; nullopt otherwise.
std::optional<unsigned> parse_unsigned(std::string_view text,
                                       unsigned max = std::numeric_limits<unsigned>::max());

// text is a finite decimal number of seconds in (0, max_seconds]; nullopt otherwise.
std::optional<double> parse_seconds(std::string_view text, double max_seconds = 7 * 24 * 3600.0);

} // namespace mokert
