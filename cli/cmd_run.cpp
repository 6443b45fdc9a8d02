#include <iostream>

#include "commands.hpp"
#include "mokert/error.hpp"

namespace mokert::cli {

int cmd_run(const Args&) {
  std::cerr << "mokert run: not built yet; it arrives with issue 4\n";
  return kExitUsage;
}

} // namespace mokert::cli
