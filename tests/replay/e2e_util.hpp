// Helpers for the replay e2e tests: a work folder per test, running mokert.
#pragma once
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace mokert::test {

inline std::filesystem::path work_dir(const std::string& name) { return fresh_folder("replay-e2e-" + name); }

inline ProcessResult mokert(const std::vector<std::string>& args, int seconds = 120) {
  ProcessOptions o;
  o.deadline = std::chrono::milliseconds(seconds * 1000);
  return run_process(MOKERT_BIN, args, o);
}

inline std::string data(const std::string& file) { return std::string(MOKERT_TEST_DATA) + "/" + file; }

// Processes whose executable is `exe` (a replay program left behind would show here).
inline int processes_running(const std::filesystem::path& exe) {
  int n = 0;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator("/proc", ec)) {
    auto link = std::filesystem::read_symlink(e.path() / "exe", ec);
    if (!ec && link == exe) ++n;
  }
  return n;
}

} // namespace mokert::test
