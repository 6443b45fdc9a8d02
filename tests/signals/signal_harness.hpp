// Starts mokert, waits until a given child of it is running, sends mokert a signal, and then
// lists what mokert left behind. The test process is a child subreaper, so every orphan of
// mokert's becomes its child and is found by scanning /proc for processes whose parent is us.
#pragma once
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace mokert::test {

struct Proc {
  pid_t pid;
  pid_t ppid;
  char state;
  std::string comm;
};

inline std::vector<Proc> all_processes() {
  std::vector<Proc> out;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator("/proc", ec)) {
    std::ifstream stat(e.path() / "stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    auto open = line.find('(');
    auto close = line.rfind(')');
    if (open == std::string::npos || close == std::string::npos || close + 2 > line.size()) continue;
    Proc p{};
    try {
      p.pid = std::stoi(line.substr(0, open));
    } catch (...) {
      continue;
    }
    p.comm = line.substr(open + 1, close - open - 1);
    std::istringstream rest(line.substr(close + 2));
    rest >> p.state >> p.ppid;
    out.push_back(p);
  }
  return out;
}

// Living (not zombie) descendants of root.
inline std::vector<Proc> descendants(pid_t root) {
  auto procs = all_processes();
  std::multimap<pid_t, const Proc*> kids;
  for (const auto& p : procs) kids.emplace(p.ppid, &p);
  std::vector<Proc> out;
  std::vector<pid_t> todo{root};
  while (!todo.empty()) {
    pid_t p = todo.back();
    todo.pop_back();
    auto [b, e] = kids.equal_range(p);
    for (auto it = b; it != e; ++it) {
      if (it->second->state != 'Z') out.push_back(*it->second);
      todo.push_back(it->second->pid);
    }
  }
  return out;
}

inline std::string names(const std::vector<Proc>& ps) {
  std::string s;
  for (const auto& p : ps) s += " " + p.comm + "(" + std::to_string(p.pid) + ")";
  return s;
}

// Runs mokert with args (output to log) and returns its pid.
inline pid_t spawn_mokert(const std::vector<std::string>& args, const std::filesystem::path& log) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  std::vector<std::string> argv_s{MOKERT_BIN};
  argv_s.insert(argv_s.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argv_s) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = -1;
  int rc = ::posix_spawn(&pid, MOKERT_BIN, &fa, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  return rc == 0 ? pid : -1;
}

inline std::string read_log(const std::filesystem::path& log) {
  std::ifstream in(log);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Runs mokert with args until a descendant whose name starts with `step` runs, sends it sig,
// and checks that mokert ends by that signal and leaves no process behind.
inline void interrupt_during(const std::vector<std::string>& args, const std::string& step, int sig,
                             const std::filesystem::path& folder, std::chrono::seconds wait_for_step) {
  ASSERT_EQ(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
  const auto log = folder / "mokert.log";
  const pid_t mokert = spawn_mokert(args, log);
  ASSERT_GT(mokert, 0);
  const auto until = std::chrono::steady_clock::now() + wait_for_step;
  bool seen = false;
  std::vector<Proc> before;
  while (std::chrono::steady_clock::now() < until) {
    before = descendants(mokert);
    for (const auto& p : before) seen = seen || p.comm.rfind(step, 0) == 0;
    if (seen) break;
    int status;
    if (::waitpid(mokert, &status, WNOHANG) == mokert) {
      FAIL() << "mokert ended before `" << step << "` ran:\n" << read_log(log);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (!seen) {
    ::kill(mokert, SIGKILL);
    ::waitpid(mokert, nullptr, 0);
    FAIL() << "`" << step << "` never ran within the wait:\n" << read_log(log);
  }
  ASSERT_EQ(::kill(mokert, sig), 0);
  int status = 0;
  const auto reap_until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  pid_t got = 0;
  while (std::chrono::steady_clock::now() < reap_until && (got = ::waitpid(mokert, &status, WNOHANG)) == 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  if (got != mokert) {
    ::kill(mokert, SIGKILL);
    ::waitpid(mokert, nullptr, 0);
    FAIL() << "mokert did not end within 30 s of signal " << sig << ":\n" << read_log(log);
  }
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == sig)
      << "mokert should end by the signal; status " << status << "\n" << read_log(log);
  // Orphans come to us; give the kernel a moment to deliver the kills, reaping as they end.
  std::vector<Proc> left;
  for (int i = 0; i < 250; ++i) {
    while (::waitpid(-1, nullptr, WNOHANG) > 0) {
    }
    left = descendants(::getpid());
    if (left.empty()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  EXPECT_TRUE(left.empty()) << "left running after signal " << sig << " during " << step << ":" << names(left)
                            << "\n(children of mokert before the signal:" << names(before) << ")";
  for (const auto& p : left) ::kill(p.pid, SIGKILL);
  while (::waitpid(-1, nullptr, WNOHANG) > 0) {
  }
  ::prctl(PR_SET_CHILD_SUBREAPER, 0);
}

inline std::string signal_name(int sig) {
  switch (sig) {
  case SIGINT: return "SIGINT";
  case SIGTERM: return "SIGTERM";
  case SIGHUP: return "SIGHUP";
  default: return std::to_string(sig);
  }
}

} // namespace mokert::test
