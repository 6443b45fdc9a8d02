#include "mokert/vm.hpp"

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <regex>
#include <sstream>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "mokert/progress.hpp"
#include "vm/cpio.hpp"

namespace fs = std::filesystem;

namespace mokert {

const char* to_string(VmOutcome outcome) {
  switch (outcome) {
  case VmOutcome::Finished: return "finished";
  case VmOutcome::Crashed: return "crashed";
  case VmOutcome::BootFailed: return "boot-failed";
  case VmOutcome::InsmodFailed: return "insmod-failed";
  case VmOutcome::TimedOut: return "timed-out";
  }
  return "?";
}

namespace {

// Lines our /init prints; the kernel's own lines carry a "[ time]" prefix, ours do not.
constexpr const char* kInitLine = "MOKERT-VM init";
constexpr const char* kLoadedLine = "MOKERT-VM loaded ";
constexpr const char* kInsmodFailedLine = "MOKERT-VM insmod-failed ";
constexpr const char* kDoneLine = "MOKERT-VM done";

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += (c == '\'') ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string init_script(const VmRequest& request) {
  std::ostringstream s;
  s << "#!/bin/busybox sh\n"
       "/bin/busybox --install -s /bin\n"
       "export PATH=/bin\n"
       "mount -t proc proc /proc\nmount -t sysfs sysfs /sys\nmount -t devtmpfs devtmpfs /dev\n"
       // Boot quietly (the serial console is slow under TCG), then show every kernel message:
       // stack dumps and sched_show_task print at KERN_INFO.
       "echo 8 > /proc/sys/kernel/printk\n"
       // An oops must end the VM at once (the kernel is no longer trustworthy), and QEMU exits
       // on the reboot that follows a panic (-no-reboot).
       "echo 1 > /proc/sys/kernel/panic_on_oops\n"
       "echo '" << kInitLine << "'\n"
       // The guest's own run deadline, so that a hung replay still powers off cleanly.
       "(sleep " << request.run_deadline.count() << "; echo 'MOKERT-VM guest-deadline'; " << request.power_off
    << ") &\n";
  for (const auto& m : request.modules) {
    std::string name = m.ko.filename().string();
    s << "echo 'MOKERT-VM insmod " << name << "'\n"
      << "if ! insmod /m/" << name;
    for (const auto& p : m.params) s << ' ' << shell_quote(p);
    s << " 2>/insmod.err; then echo \"" << kInsmodFailedLine << name << ": $(cat /insmod.err)\"; "
      << request.power_off << "; fi\n"
      << "echo '" << kLoadedLine << name << "'\n";
  }
  for (const auto& c : request.commands) s << c << "\n";
  if (!request.end_marker.empty())
    s << "while ! dmesg | grep -q -F " << shell_quote(request.end_marker) << "; do sleep 0.1; done\n";
  s << "echo '" << kDoneLine << "'\n"
    << request.power_off << "\n";
  return s.str();
}

void build_initramfs(const VmRequest& request, const fs::path& path) {
  vm::CpioWriter cpio;
  for (const char* d : {"bin", "dev", "proc", "sys", "m", "tmp"}) cpio.directory(d);
  fs::path busybox = "/bin/busybox";
  if (!fs::exists(busybox))
    throw ToolError("cannot find /bin/busybox (package busybox-static); run scripts/bootstrap");
  cpio.file("bin/busybox", read_file(busybox), 0755);
  cpio.symlink("bin/sh", "busybox");
  for (const auto& m : request.modules) {
    if (!fs::exists(m.ko)) throw ToolError("kernel module " + m.ko.string() + " does not exist");
    cpio.file("m/" + m.ko.filename().string(), read_file(m.ko));
  }
  cpio.file("init", init_script(request), 0755);
  cpio.finish(path);
}

int read_pid(const fs::path& pidfile) {
  std::error_code ec;
  if (!fs::exists(pidfile, ec)) return 0;
  try {
    return std::atoi(read_file(pidfile).c_str());
  } catch (const std::exception&) {
    return 0;
  }
}

// Tracks the console as it streams in: the phase (booting, module loaded, replaying) is the
// progress detail on stderr.
struct ConsoleProgress {
  std::unique_ptr<Progress> bar;  // null when the request asks for no progress
  std::string end_marker;
  std::string partial;
  bool printed_replay = false;
  std::filesystem::path pidfile;
  int pid = 0;  // QEMU deletes its pidfile when it exits: read it while it runs

  void say(const std::string& what) {
    if (bar) bar->milestone(what);
  }
  void line(const std::string& l) {
    if (l.find(kInitLine) == 0) say("kernel booted, loading modules");
    else if (l.find(kLoadedLine) == 0) say("module " + l.substr(std::string(kLoadedLine).size()) + " loaded");
    else if (l.find(kInsmodFailedLine) == 0) say("insmod failed: " + l.substr(std::string(kInsmodFailedLine).size()));
    else if (!printed_replay && l.find("MOKERT start ") != std::string::npos) {
      printed_replay = true;
      say("replaying");
    } else if (l.find("MOKERT stalled ") != std::string::npos) say("replay stalled");
    else if (l.find("Kernel panic") != std::string::npos) say("kernel panic");
    else if (!end_marker.empty() && l.find(end_marker) != std::string::npos) say("replay ended, powering off");
  }
  static void on_output(const std::string& chunk, void* user) {
    auto* self = static_cast<ConsoleProgress*>(user);
    if (self->pid == 0) self->pid = read_pid(self->pidfile);
    self->partial += chunk;
    std::size_t nl;
    while ((nl = self->partial.find('\n')) != std::string::npos) {
      self->line(self->partial.substr(0, nl));
      self->partial.erase(0, nl + 1);
    }
  }
};

bool has_line_starting(const std::string& console, const std::string& prefix) {
  std::size_t pos = 0;
  while ((pos = console.find(prefix, pos)) != std::string::npos) {
    if (pos == 0 || console[pos - 1] == '\n') return true;
    ++pos;
  }
  return false;
}

std::string line_after(const std::string& console, const std::string& prefix) {
  std::size_t pos = console.find(prefix);
  if (pos == std::string::npos) return "";
  std::size_t end = console.find('\n', pos);
  return console.substr(pos + prefix.size(), end == std::string::npos ? std::string::npos : end - pos - prefix.size());
}

std::string strip_cr(std::string s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s)
    if (c != '\r') out.push_back(c);
  return out;
}

} // namespace

std::vector<std::string> find_kernel_reports(const std::string& console) {
  // The first line of each kind of report the kernel prints; with a timestamp prefix or not.
  static const std::regex report(
      R"((Kernel panic - not syncing|BUG: |kernel BUG at |Oops: |general protection fault|WARNING: CPU: |)"
      R"(KASAN: |UBSAN: |WARNING: possible circular locking|WARNING: possible recursive locking|)"
      R"(INFO: possible recursive locking|list_add corruption|list_del corruption|)"
      R"(Poison overwritten|Object already free|Redzone overwritten|double free|)"
      R"(Unable to handle kernel|watchdog: BUG: soft lockup|INFO: task .* blocked for more than).*)");
  std::vector<std::string> out;
  std::istringstream in(console);
  std::string l;
  std::smatch m;
  while (std::getline(in, l))
    if (std::regex_search(l, m, report)) out.push_back(m.str(0));
  return out;
}

std::string console_excerpt(const std::string& console, std::size_t max_lines) {
  std::vector<std::string> lines;
  std::istringstream in(console);
  std::string l;
  while (std::getline(in, l)) lines.push_back(l);
  std::size_t first = lines.size() > max_lines ? lines.size() - max_lines : 0;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (!find_kernel_reports(lines[i]).empty() || lines[i].find("MOKERT start ") != std::string::npos) {
      first = i;
      break;
    }
  std::string out;
  for (std::size_t i = first; i < lines.size() && i < first + max_lines; ++i) out += lines[i] + "\n";
  return out;
}

VmResult run_in_vm(const VmRequest& request) {
  if (request.work_dir.empty()) throw ToolError("run_in_vm: no work folder given");
  fs::create_directories(request.work_dir);
  fs::path kernel = request.kernel.empty() ? find_kernel().image : request.kernel;
  fs::path initramfs = request.work_dir / "initramfs.cpio";
  fs::path pidfile = request.work_dir / "qemu.pid";
  std::error_code ec;
  fs::remove(pidfile, ec);
  build_initramfs(request, initramfs);

  const char* accel_env = std::getenv("MOKERT_VM_ACCEL");
  VmResult result;
  // KVM hangs at boot on the machines we measured; use it only when asked for.
  result.accel_kvm = accel_env && std::string(accel_env) == "kvm";
  // no_timer_check: on a loaded host TCG's timer interrupts come late, and the kernel's IO-APIC
  // timer check panics at boot ("IO-APIC + timer doesn't work!"), seen under a load of 8.
  std::string cmdline = "console=ttyS0 quiet no_timer_check panic=-1 oops=panic panic_on_oops=1 rdinit=" + request.rdinit;
  if (!request.extra_cmdline.empty()) cmdline += " " + request.extra_cmdline;
  std::vector<std::string> args = {
      "-accel", result.accel_kvm ? "kvm" : "tcg", "-m", std::to_string(request.memory_mb),
      "-smp", std::to_string(request.cpus), "-display", "none", "-nodefaults", "-no-user-config",
      "-serial", "stdio", "-monitor", "none", "-no-reboot", "-pidfile", pidfile.string(),
      "-kernel", kernel.string(), "-initrd", initramfs.string(), "-append", cmdline};

  ConsoleProgress progress;
  if (request.progress)
    progress.bar = std::make_unique<Progress>(std::string("vm: booting ") + kernel.filename().string() +
                                              " in QEMU (" + (result.accel_kvm ? "KVM" : "TCG") + ", " +
                                              std::to_string(request.cpus) + " CPUs)");
  progress.end_marker = request.end_marker;
  progress.pidfile = pidfile;
  ProcessOptions options;
  options.cwd = request.work_dir;
  options.deadline = request.boot_deadline + request.run_deadline + request.shutdown_deadline;
  options.on_output = &ConsoleProgress::on_output;
  options.user = &progress;
  ProcessResult run = run_process("qemu-system-x86_64", args, options);
  result.qemu_pid = progress.pid ? progress.pid : read_pid(pidfile);
  result.seconds = run.seconds;
  result.console = strip_cr(run.out);
  result.console_path = request.work_dir / "console.log";
  write_file_atomic(result.console_path, result.console);

  const std::string& c = result.console;
  result.init_started = has_line_starting(c, kInitLine);
  result.end_seen = request.end_marker.empty() ? has_line_starting(c, kDoneLine)
                                               : c.find(request.end_marker) != std::string::npos;
  if (result.init_started) {
    std::size_t init_pos = c.find(kInitLine);
    result.reports = find_kernel_reports(c.substr(init_pos));
  }
  bool panicked = c.find("Kernel panic - not syncing") != std::string::npos;

  if (!result.init_started) {
    if (run.timed_out) {
      result.outcome = VmOutcome::TimedOut;
      result.timeout_phase = "boot";
    } else {
      result.outcome = VmOutcome::BootFailed;
    }
    if (run.exit_code != 0 && !run.timed_out && c.find("Linux version") == std::string::npos &&
        c.find("qemu-system") != std::string::npos)
      throw ToolError("QEMU failed to start: " + c.substr(0, 2000));
  } else if (panicked || (!result.reports.empty() && !result.end_seen)) {
    result.outcome = VmOutcome::Crashed;
  } else if (has_line_starting(c, kInsmodFailedLine)) {
    result.outcome = VmOutcome::InsmodFailed;
    result.insmod_error = line_after(c, kInsmodFailedLine);
  } else if (run.timed_out) {
    result.outcome = VmOutcome::TimedOut;
    result.timeout_phase = result.end_seen ? "shutdown" : "run";
  } else if (result.end_seen) {
    result.outcome = VmOutcome::Finished;
  } else {
    // The guest powered off by its own deadline without the end marker.
    result.outcome = VmOutcome::TimedOut;
    result.timeout_phase = "run";
  }
  if (progress.bar) progress.bar->done(std::string("QEMU exited: ") + to_string(result.outcome));
  return result;
}

} // namespace mokert
