#include <iostream>

#include "commands.hpp"
#include "mokert/error.hpp"

namespace mokert::cli {

int cmd_verify(const Args&) {
  std::cerr << "mokert verify: not built yet; it arrives with issue 3\n";
  return kExitUsage;
}

} // namespace mokert::cli
