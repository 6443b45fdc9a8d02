#include "mokert/process.hpp"

#include <boost/process.hpp>
#include <boost/process/extend.hpp>

#include <atomic>
#include <csignal>
#include <cstring>
#include <fstream>
#include <optional>
#include <pthread.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include "mokert/error.hpp"
#include "mokert/files.hpp"

namespace bp = boost::process;
namespace fs = std::filesystem;

namespace mokert {

fs::path find_program(const std::string& program) {
  if (program.find('/') != std::string::npos)
    return fs::exists(program) ? fs::path(program) : fs::path();
  auto found = bp::search_path(program);
  return found.empty() ? fs::path() : fs::path(found.string());
}

namespace {

// Running children, readable from a signal handler: a slot is claimed by storing a pid (the
// child's process group) after its temporary file names are in place; 0 is free.
constexpr int kSlots = 64;
constexpr size_t kPathMax = 64;
std::atomic<pid_t> g_child[kSlots];
char g_out_path[kSlots][kPathMax];
char g_in_path[kSlots][kPathMax];
static_assert(std::atomic<pid_t>::is_always_lock_free);

const int kEndSignals[] = {SIGINT, SIGTERM, SIGHUP};

void copy_path(char* to, const fs::path& from) {
  const std::string s = from.string();
  std::memset(to, 0, kPathMax);
  if (s.size() < kPathMax) std::memcpy(to, s.data(), s.size());
}

// Claims a slot for pid; -1 when all are taken (the child is then still killed on its deadline).
int register_child(pid_t pid, const fs::path& out, const fs::path& in) {
  for (int i = 0; i < kSlots; ++i) {
    // -1 marks a slot being filled, so the handler skips it until the pid is published.
    pid_t free_mark = 0;
    if (!g_child[i].compare_exchange_strong(free_mark, -1)) continue;
    copy_path(g_out_path[i], out);
    copy_path(g_in_path[i], in);
    g_child[i].store(pid, std::memory_order_release);
    return i;
  }
  return -1;
}

void unregister_child(int slot) {
  if (slot >= 0) g_child[slot].store(0, std::memory_order_release);
}

void on_end_signal(int sig) {
  kill_running_children();
  for (int i = 0; i < kSlots; ++i) {
    if (g_child[i].load(std::memory_order_acquire) <= 0) continue;
    if (g_out_path[i][0]) ::unlink(g_out_path[i]);
    if (g_in_path[i][0]) ::unlink(g_in_path[i]);
  }
  // Die of the same signal, so that our parent sees why we ended.
  ::signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  ::pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
  ::raise(sig);
}

// Blocks the ending signals while a child is started and registered, so that a signal can never
// arrive between the fork and the registration and leave an unknown child behind.
class EndSignalsBlocked {
public:
  EndSignalsBlocked() {
    sigset_t set;
    sigemptyset(&set);
    for (int s : kEndSignals) sigaddset(&set, s);
    ::pthread_sigmask(SIG_BLOCK, &set, &old_);
  }
  ~EndSignalsBlocked() { ::pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  EndSignalsBlocked(const EndSignalsBlocked&) = delete;
  EndSignalsBlocked& operator=(const EndSignalsBlocked&) = delete;
  const sigset_t& old() const { return old_; }

private:
  sigset_t old_;
};

// Reads what the child appended to its output file since the last call.
std::string read_new(std::ifstream& in) {
  std::string chunk;
  char buf[4096];
  in.clear();
  while (in.read(buf, sizeof buf) || in.gcount() > 0) chunk.append(buf, static_cast<size_t>(in.gcount()));
  in.clear();
  return chunk;
}

} // namespace

void kill_running_children() noexcept {
  for (auto& slot : g_child) {
    const pid_t pid = slot.load(std::memory_order_acquire);
    if (pid <= 0) continue;
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);  // before its setpgid the child is still in our group
  }
}

void end_children_on_signal() {
  struct sigaction sa {};
  sa.sa_handler = on_end_signal;
  sigemptyset(&sa.sa_mask);
  for (int s : kEndSignals) sigaddset(&sa.sa_mask, s);
  for (int s : kEndSignals) {
    struct sigaction old {};
    // A signal the caller chose to ignore (nohup) stays ignored.
    if (::sigaction(s, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    ::sigaction(s, &sa, nullptr);
  }
}

ProcessResult run_process(const std::string& program, const std::vector<std::string>& args,
                          const ProcessOptions& options) {
  // A relative path such as "./pan" names a file in the child's folder, not ours.
  const bool in_cwd = program.find('/') != std::string::npos && fs::path(program).is_relative() &&
                      !options.cwd.empty();
  // Absolute, because the child starts in cwd: a relative cwd would otherwise be applied twice.
  fs::path exe = find_program(in_cwd ? fs::absolute(options.cwd / program).string() : program);
  if (exe.empty())
    throw ToolError("cannot find '" + program + "' on PATH; run scripts/bootstrap to install it");

  // Output goes to a file so that a chatty child can never block on a full pipe.
  // In $TMPDIR (temp_directory_path), so that a test run or a user can move it.
  std::error_code tmp_ec;
  const fs::path tmp_dir = fs::temp_directory_path(tmp_ec);
  std::string out_tmpl = ((tmp_ec ? fs::path("/tmp") : tmp_dir) / "mokert-out-XXXXXX").string();
  int out_fd = ::mkstemp(out_tmpl.data());
  if (out_fd < 0) throw ToolError("cannot create a temporary file " + out_tmpl + "; check TMPDIR and free space");
  ::close(out_fd);
  fs::path out_path = out_tmpl;
  fs::path in_path = "/dev/null";
  if (options.stdin_text) {
    in_path = out_path;
    in_path += ".in";
    write_file_atomic(in_path, *options.stdin_text);
  }

  bp::environment env = boost::this_process::environment();
  for (const auto& [k, v] : options.env) env[k] = v;

  ProcessResult result;
  auto start = std::chrono::steady_clock::now();
  std::error_code ec;
  {
    std::optional<EndSignalsBlocked> blocked(std::in_place);
    const sigset_t child_mask = blocked->old();
    bp::child child(bp::exe = exe.string(), bp::args = args, env,
                    bp::start_dir = options.cwd.empty() ? fs::current_path().string() : fs::absolute(options.cwd).string(),
                    (bp::std_out & bp::std_err) > out_path.string(), bp::std_in < in_path.string(),
                    // Own process group, so that a timeout or a signal ends the child's children
                    // too; and the signal mask we had, not the one blocking the ending signals.
                    bp::extend::on_exec_setup = [&child_mask](auto&) {
                      ::setpgid(0, 0);
                      ::pthread_sigmask(SIG_SETMASK, &child_mask, nullptr);
                    },
                    ec);
    if (ec) {
      blocked.reset();
      fs::remove(out_path, ec);
      throw ToolError("cannot start '" + exe.string() + "': " + ec.message());
    }
    const pid_t pid = child.id();
    // Also from the parent, so that the group exists before anyone signals it.
    ::setpgid(pid, pid);
    const int slot = register_child(pid, out_path, options.stdin_text ? in_path : fs::path());
    blocked.reset();

    std::ifstream out_stream(out_path, std::ios::binary);
    const auto deadline = start + options.deadline;
    // Polls without reaping (WNOWAIT): while the ended child is a zombie its pid cannot be
    // reused, so killing its group afterwards cannot hit an unrelated process.
    auto ended = [pid] {
      siginfo_t info{};
      return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
    };
    try {
      while (!ended()) {
        if (options.on_output) {
          std::string chunk = read_new(out_stream);
          if (!chunk.empty()) options.on_output(chunk, options.user);
        }
        if (std::chrono::steady_clock::now() >= deadline) {
          result.timed_out = true;
          ::kill(-pid, SIGKILL);
          ::kill(pid, SIGKILL);
          break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
      }
    } catch (...) {
      ::kill(-pid, SIGKILL);
      ::kill(pid, SIGKILL);
      std::error_code wait_ec;
      child.wait(wait_ec);
      unregister_child(slot);
      fs::remove(out_path, wait_ec);
      if (options.stdin_text) fs::remove(in_path, wait_ec);
      throw;
    }
    // Whatever the child left running in its group (a daemon, a background job) ends with it.
    ::kill(-pid, SIGKILL);
    std::error_code run_ec;
    child.wait(run_ec);
    unregister_child(slot);
    int status = child.native_exit_code();
    if (!result.timed_out) {
      if (WIFSIGNALED(status)) {
        result.signalled = true;
        result.signal = WTERMSIG(status);
      } else {
        result.exit_code = WEXITSTATUS(status);
      }
    }
    if (options.on_output) {
      std::string chunk = read_new(out_stream);
      if (!chunk.empty()) options.on_output(chunk, options.user);
    }
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.out = read_file(out_path);
  fs::remove(out_path, ec);
  if (options.stdin_text) fs::remove(in_path, ec);
  return result;
}

} // namespace mokert
