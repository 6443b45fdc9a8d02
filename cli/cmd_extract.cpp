#include <iostream>

#include "commands.hpp"
#include "mokert/error.hpp"

namespace mokert::cli {

int cmd_extract(const Args&) {
  std::cerr << "mokert extract: not built yet; it arrives with issue 2\n";
  return kExitUsage;
}

} // namespace mokert::cli
