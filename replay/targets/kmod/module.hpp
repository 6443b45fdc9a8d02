// The kmod target's pieces: one module from instrumented sources + schedule table + kernel
// runtime, its run in the VM, and the verdict from the console.
#pragma once
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "mokert/counterexample.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"
#include "mokert/vm.hpp"

namespace mokert::kmod {

struct ReplayModule {
  std::filesystem::path dir;                       // kbuild folder (M=); sources must be inside it
  std::string module;                              // module name
  std::vector<std::filesystem::path> sources;      // instrumented sources and driver, inside dir
  std::filesystem::path table_c;                   // schedule_table.c, inside dir
  std::vector<std::filesystem::path> include_dirs; // the originals' folders (their headers)
};

// Copies the kernel runtime into dir/kruntime and builds the module; returns the .ko.
// Throws ToolError with kbuild's message when it does not build.
std::filesystem::path build_replay_module(const ReplayModule& m);

struct VmReplayOptions {
  std::filesystem::path work_dir;
  std::chrono::milliseconds stall{8'000};          // the monitor's stall deadline in the guest
  bool progress = true;
};

// Boots the module in QEMU with one CPU per scheduled thread plus one.
VmResult run_replay_vm(const std::filesystem::path& ko, const Schedule& schedule, const VmReplayOptions& o);

// CONFIRMED / NOT_REPRODUCED / STALLED / ERROR from the console (MOKERT §3.4, docs/kernel.md).
// With the counterexample, only a failure of its property's kind confirms it (a memory report
// for a memory error, a lockup or the runtime's deadlock for an invalid end state); without it,
// any failure does.
Verdict kmod_verdict(const Schedule& schedule, const VmResult& vm, const Counterexample* cex = nullptr);

} // namespace mokert::kmod
