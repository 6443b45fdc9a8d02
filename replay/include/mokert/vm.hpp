// VM runner: boots the installed Debian kernel in QEMU with a busybox initramfs that loads
// kernel modules, reads the serial console and classifies what happened (docs/kernel.md).
#pragma once
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "mokert/kernel.hpp"

namespace mokert {

struct VmModule {
  std::filesystem::path ko;
  std::vector<std::string> params;     // insmod parameters, name=value
};

struct VmRequest {
  std::filesystem::path work_dir;      // initramfs.cpio, console.log, qemu.pid go here
  std::filesystem::path kernel;        // empty: find_kernel().image
  std::vector<VmModule> modules;       // loaded in order
  std::string end_marker;              // console line prefix that ends the run (empty: after insmod)
  std::vector<std::string> commands;   // shell lines /init runs after loading the modules
  // How /init ends the VM. A kernel without ACPI cannot power off: it reboots instead (QEMU runs
  // with -no-reboot, so either ends it).
  std::string power_off = "poweroff -f";
  std::string extra_cmdline;           // appended to the kernel command line
  std::string rdinit = "/init";        // tests set a missing path to provoke a boot panic
  unsigned cpus = 2;
  unsigned memory_mb = 512;
  std::chrono::seconds boot_deadline{90};      // QEMU start to our init's first line
  std::chrono::seconds run_deadline{60};       // init's first line to the end marker
  std::chrono::seconds shutdown_deadline{15};  // end marker to QEMU exiting
  bool progress = true;                // "booting... loaded... replaying..." on stderr
};

enum class VmOutcome {
  Finished,     // the end marker (or the last insmod) was seen and the VM powered off
  Crashed,      // the kernel oopsed/panicked after our init started (see reports)
  BootFailed,   // the kernel panicked or stopped before our init ran
  InsmodFailed, // a module did not load (see insmod_error)
  TimedOut,     // a deadline passed; QEMU was killed
};
const char* to_string(VmOutcome outcome);

struct VmResult {
  VmOutcome outcome = VmOutcome::TimedOut;
  bool init_started = false;           // our /init printed its first line
  bool end_seen = false;               // the end marker was printed
  std::string insmod_error;            // insmod's message when a module did not load
  std::string timeout_phase;           // boot | run | shutdown when TimedOut
  // First line of every kernel report (BUG, Oops, WARNING, panic, KASAN, lockdep, list
  // corruption, slab poison) seen after our init started.
  std::vector<std::string> reports;
  std::string console;                 // the whole serial console
  std::filesystem::path console_path;  // work_dir/console.log
  int qemu_pid = 0;                    // from QEMU's -pidfile; reaped when run_in_vm returns
  bool accel_kvm = false;
  double seconds = 0;
};

VmResult run_in_vm(const VmRequest& request);

// Kernel reports (first lines) in a console text; exposed for the verdict code and unit tests.
std::vector<std::string> find_kernel_reports(const std::string& console);

// The console lines from the first report on, at most max_lines: the evidence for a verdict.
std::string console_excerpt(const std::string& console, std::size_t max_lines = 60);

} // namespace mokert
