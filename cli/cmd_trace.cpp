#include <iostream>

#include "commands.hpp"
#include "mokert/error.hpp"

namespace mokert::cli {

int cmd_trace(const Args&) {
  std::cerr << "mokert trace: not built yet; it arrives with issue 3\n";
  return kExitUsage;
}

} // namespace mokert::cli
