#include <iostream>

#include "commands.hpp"
#include "mokert/error.hpp"

namespace mokert::cli {

int cmd_instrument(const Args&) {
  std::cerr << "mokert instrument: not built yet; it arrives with issue 4\n";
  return kExitUsage;
}

} // namespace mokert::cli
