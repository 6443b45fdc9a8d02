#include <iostream>

#include "commands.hpp"
#include "mokert/error.hpp"

namespace mokert::cli {

int cmd_report(const Args&) {
  std::cerr << "mokert report: not built yet; it arrives with a later issue\n";
  return kExitUsage;
}

} // namespace mokert::cli
