// Helpers for the kernel tests: a fresh work folder, and building a test module from data/.
#pragma once
#include <filesystem>
#include <string>

#include <csignal>
#include <unistd.h>

#include "targets/kmod/build.hpp"
#include "mokert/files.hpp"
#include "test_folder.hpp"

namespace ktest {

inline std::filesystem::path fresh_dir(const std::string& name) {
  return mokert::test::fresh_folder("ktest-" + name);
}

// Copies data/SOURCE into a fresh folder and builds it as module MODULE.
inline std::filesystem::path build_test_module(const std::string& source, const std::string& module) {
  auto dir = fresh_dir("build-" + module);
  std::filesystem::copy_file(std::filesystem::path(MOKERT_KTEST_DATA) / source, dir / source);
  mokert::kmod::BuildRequest req;
  req.dir = dir;
  req.module = module;
  req.sources = {source};
  req.deadline = std::chrono::seconds(180);
  return mokert::kmod::build_module(req);
}

// True when pid is a live process (not a zombie) whose command is QEMU.
inline bool qemu_alive(int pid) {
  if (pid <= 0) return false;
  std::string stat;
  try {
    stat = mokert::read_file("/proc/" + std::to_string(pid) + "/stat");
  } catch (...) {
    return false;
  }
  auto close = stat.rfind(')');
  bool zombie = close != std::string::npos && close + 2 < stat.size() && stat[close + 2] == 'Z';
  return !zombie && stat.find("qemu") != std::string::npos;
}

} // namespace ktest
