// Children run with a deadline and are always reaped, output captured.
#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>

#include "mokert/error.hpp"
#include "mokert/process.hpp"

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
  std::filesystem::path dir = std::filesystem::temp_directory_path() / "mokert-process-relative";
  std::filesystem::create_directories(dir);
  {
    std::ofstream tool(dir / "tool");
    tool << "#!/bin/sh\necho from-tool\n";
  }
  std::filesystem::permissions(dir / "tool", std::filesystem::perms::owner_all);
  ProcessOptions o;
  o.cwd = dir;
  auto r = run_process("./tool", {}, o);
  std::filesystem::remove_all(dir);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("from-tool"), std::string::npos);
}

TEST(Process, RelativeProgramInARelativeFolder) {
  // `mokert verify w2` runs "./pan" with cwd "w2": the folder must not be applied twice.
  namespace fs = std::filesystem;
  fs::path base = fs::temp_directory_path() / "mokert-process-relcwd";
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
  fs::remove_all(base);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("mokert-process-relcwd/w2"), std::string::npos) << r.out;
}
