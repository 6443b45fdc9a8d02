// Runs one Promela model through real spin, cc and pan in a fresh temporary folder.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace mokert::test {

struct SpinOutcome {
  bool built = false;        // spin -a and cc succeeded
  std::string log;           // what failed, or pan's output
  unsigned errors = 0;       // pan's "errors: N"
  bool assertion = false;    // pan reported "assertion violated"
  bool invalid_end = false;  // pan reported "invalid end state"
};

// The folder is removed afterwards. include_dir is passed to spin's preprocessor (-I).
SpinOutcome run_spin(const std::filesystem::path& model, const std::filesystem::path& include_dir,
                     const std::vector<std::string>& spin_flags = {});

// A fresh empty folder under the system temp folder.
std::filesystem::path make_temp_dir(const std::string& stem);

} // namespace mokert::test
