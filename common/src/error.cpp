#include "mokert/error.hpp"

namespace mokert {

std::string located(const std::string& file, unsigned line, const std::string& message) {
  if (line == 0) return file + ": " + message;
  return file + ":" + std::to_string(line) + ": " + message;
}

} // namespace mokert
