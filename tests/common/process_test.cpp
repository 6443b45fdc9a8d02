// Children run with a deadline and are always reaped, output captured.
#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mokert/error.hpp"
#include "mokert/process.hpp"
#include "test_folder.hpp"

using namespace mokert;

TEST(Process, CapturesOutputAndExitCode) {
  auto r = run_process("sh", {"-c", "echo out; echo err 1>&2; exit 3"});
  EXPECT_FALSE(r.timed_out);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.out.find("out"), std::string::npos);
  EXPECT_NE(r.out.find("err"), std::string::npos);
}

TEST(Process, DeadlineKillsTheWholeGroup) {
  ProcessOptions o;
  o.deadline = std::chrono::milliseconds(300);
  // The grandchild would outlive a kill of the shell alone.
  auto r = run_process("sh", {"-c", "sleep 30 & sleep 30; echo never"}, o);
  EXPECT_TRUE(r.timed_out);
  EXPECT_LT(r.seconds, 5.0);
  EXPECT_EQ(r.out.find("never"), std::string::npos);
}

TEST(Process, SignalIsReported) {
  auto r = run_process("sh", {"-c", "kill -SEGV $$"});
  EXPECT_TRUE(r.signalled);
  EXPECT_EQ(r.signal, SIGSEGV);
}

TEST(Process, MissingProgramSaysBootstrap) {
  try {
    run_process("mokert-no-such-program", {});
    FAIL();
  } catch (const ToolError& e) {
    EXPECT_NE(std::string(e.what()).find("scripts/bootstrap"), std::string::npos);
  }
}

TEST(Process, StdinIsFed) {
  ProcessOptions o;
  o.stdin_text = "hello\n";
  auto r = run_process("cat", {}, o);
  EXPECT_EQ(r.out, "hello\n");
}

TEST(Process, RelativeProgramIsFoundInTheChildsFolder) {
  // "./tool" in options.cwd (as the checker runs "./pan" in the work folder).
  mokert::test::TestFolder folder("process-relative");
  const std::filesystem::path& dir = folder.path();
  {
    std::ofstream tool(dir / "tool");
    tool << "#!/bin/sh\necho from-tool\n";
  }
  std::filesystem::permissions(dir / "tool", std::filesystem::perms::owner_all);
  ProcessOptions o;
  o.cwd = dir;
  auto r = run_process("./tool", {}, o);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("from-tool"), std::string::npos);
}

TEST(Process, RelativeProgramInARelativeFolder) {
  // `mokert verify w2` runs "./pan" with cwd "w2": the folder must not be applied twice.
  namespace fs = std::filesystem;
  mokert::test::TestFolder folder("process-relcwd");
  const fs::path& base = folder.path();
  fs::create_directories(base / "w2");
  {
    std::ofstream tool(base / "w2" / "tool");
    tool << "#!/bin/sh\npwd\n";
  }
  fs::permissions(base / "w2" / "tool", fs::perms::owner_all);
  fs::path old = fs::current_path();
  fs::current_path(base);
  ProcessOptions o;
  o.cwd = "w2";
  ProcessResult r;
  try {
    r = run_process("./tool", {}, o);
  } catch (...) {
    fs::current_path(old);
    throw;
  }
  fs::current_path(old);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find((base / "w2").string()), std::string::npos) << r.out;
}

namespace {

// Processes whose parent is this test (orphans come here: the test is a child subreaper).
std::vector<pid_t> children_of_this_process() {
  std::vector<pid_t> found;
  for (const auto& e : std::filesystem::directory_iterator("/proc")) {
    std::ifstream stat(e.path() / "stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    auto close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(line.substr(close + 2));
    char state;
    pid_t ppid;
    rest >> state >> ppid;
    if (ppid == ::getpid() && state != 'Z') found.push_back(std::stoi(e.path().filename().string()));
  }
  return found;
}

} // namespace

TEST(Process, WhatTheChildLeavesInItsGroupEndsWithIt) {
  ASSERT_EQ(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
  mokert::test::TestFolder folder("process-leftover");
  const auto pidfile = folder.path() / "bg.pid";
  // The shell exits at once, leaving a background sleep in its group.
  auto r = run_process("sh", {"-c", "sleep 60 & echo $! > " + pidfile.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  std::ifstream in(pidfile);
  pid_t bg = 0;
  in >> bg;
  ASSERT_GT(bg, 0);
  // The subreaper inherits the killed sleep: reap it, then nothing of ours is left.
  for (int i = 0; i < 100; ++i) {
    while (::waitpid(-1, nullptr, WNOHANG) > 0) {
    }
    if (children_of_this_process().empty() && ::kill(bg, 0) != 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  EXPECT_TRUE(children_of_this_process().empty());
  EXPECT_NE(::kill(bg, 0), 0) << "the background sleep outlived its shell";
  ::prctl(PR_SET_CHILD_SUBREAPER, 0);
}

TEST(Process, KillRunningChildrenEndsEveryGroup) {
  ProcessOptions o;
  o.deadline = std::chrono::seconds(60);
  std::thread killer([] {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    kill_running_children();
  });
  auto r = run_process("sh", {"-c", "sleep 30 & sleep 30"}, o);
  killer.join();
  EXPECT_FALSE(r.timed_out);
  EXPECT_TRUE(r.signalled);
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_LT(r.seconds, 10.0);
}

TEST(Process, ChildStartsWithTheCallersSignalMask) {
  // The ending signals are blocked only while the child is registered, never in the child.
  auto r = run_process("sh", {"-c", "grep SigBlk /proc/self/status"});
  EXPECT_NE(r.out.find("0000000000000000"), std::string::npos) << r.out;
}
