// The bad inputs through the mokert binary: each is an input error (exit 2) that names
// the file or folder and says what to do; none is an "internal error" or a silent success.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "mokert/counterexample.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

ProcessResult mokert(std::vector<std::string> args) {
  ProcessOptions o;
  o.deadline = std::chrono::seconds(300);
  return run_process(MOKERT_BIN, args, o);
}

void expect_input_error(const ProcessResult& r, const std::string& must_contain) {
  EXPECT_FALSE(r.signalled) << r.out;
  EXPECT_FALSE(r.timed_out);
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find(must_contain), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("internal error"), std::string::npos) << r.out;
}

TEST(BadInput, ReadOnlyWorkFolderIsAnInputErrorBeforeSpinRuns) {
  test::TestFolder folder("readonly");
  const fs::path dir = folder.path() / "work";
  fs::create_directories(dir);
  write_file_atomic(dir / "model.pml", "active proctype p() { skip }\n");
  fs::permissions(folder.path(), fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                     fs::perms::others_read | fs::perms::others_exec);
  fs::permissions(dir, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read | fs::perms::group_exec |
                           fs::perms::others_read | fs::perms::others_exec);
  ProcessResult r;
  if (::geteuid() == 0) {
    // Permissions do not bind root: run as nobody, to whom the folder is read-only.
    ProcessOptions o;
    o.deadline = std::chrono::seconds(300);
    r = run_process("setpriv", {"--reuid=65534", "--regid=65534", "--clear-groups", MOKERT_BIN, "verify", dir.string()}, o);
  } else {
    r = mokert({"verify", dir.string()});
  }
  fs::permissions(dir, fs::perms::owner_all);
  expect_input_error(r, dir.string() + ": the work folder is not writable");
  EXPECT_FALSE(fs::exists(dir / "pan.c"));
}

TEST(BadInput, ReplayAndInstrumentRejectTheOutputFlag) {
  test::TestFolder folder("replay-o");
  for (const char* cmd : {"replay", "instrument"}) {
    auto r = mokert({cmd, folder.path().string(), "1", "-o", (folder.path() / "elsewhere").string()});
    expect_input_error(r, std::string("`mokert ") + cmd + "` writes into the work folder DIR");
    EXPECT_FALSE(fs::exists(folder.path() / "elsewhere"));
  }
}

TEST(BadInput, DamagedCounterexampleNamesTheFileAndLine) {
  test::TestFolder folder("damaged-cex");
  Counterexample c;
  c.number = 1;
  c.outcome = PropertyOutcome::AssertionViolated;
  CexStep s;
  s.index = 1;
  s.pml_file = "model.pml";
  s.pml_line = 3;
  c.steps.push_back(s);
  c.violation_step = 7;  // past its one step
  write_counterexample(c, folder.path() / "cex-1.xml");
  auto r = mokert({"instrument", folder.path().string(), "1"});
  expect_input_error(r, (folder.path() / "cex-1.xml").string() + ":2: violation-step=\"7\" is past the last of its 1 steps");
}

TEST(BadInput, AFolderWhereAFileIsExpected) {
  test::TestFolder folder("folder-as-file");
  fs::create_directories(folder.path() / "work" / "cex-1.xml");
  expect_input_error(mokert({"instrument", (folder.path() / "work").string(), "1"}), "is a folder, not a file");
}

// A %P line SPIN cannot read is the script's to fix: named by its script line, exit 2.
void write_worker_script(const fs::path& dir, const std::string& init_line) {
  write_file_atomic(dir / "t.c", "int x;\nvoid worker(void) { x = x + 1; }\n");
  write_file_atomic(dir / "t.prx", "%F " + (dir / "t.c").string() + "\n%X -n worker\n%P\n" + init_line + "\n%%\n");
}

TEST(BadInput, AnExpressionNestedTooDeeplyForSpinNamesTheScriptLine) {
  test::TestFolder folder("deep-nesting");
  const std::string open(20000, '('), close(20000, ')');
  write_worker_script(folder.path(), "init { run p_worker(); assert(" + open + "x" + close + " >= 0) }");
  auto r = mokert({"run", (folder.path() / "t.prx").string(), "-o", (folder.path() / "w").string()});
  expect_input_error(r, (folder.path() / "t.prx").string() + ":4 (");
  EXPECT_NE(r.out.find("nests too deeply"), std::string::npos) << r.out.substr(0, 2000);
}

TEST(BadInput, AScriptLineSpinRejectsNamesTheScriptLine) {
  test::TestFolder folder("spin-syntax");
  write_worker_script(folder.path(), "init { run p_worker(); assert(x >= ) }");
  auto r = mokert({"run", (folder.path() / "t.prx").string(), "-o", (folder.path() / "w").string()});
  expect_input_error(r, (folder.path() / "t.prx").string() + ":4: SPIN rejects this line of the script");
}

TEST(BadInput, RunWithAnArgumentTheProctypeHasNoParameterForSaysWhy) {
  // Modex's manual starts its threads with `run p_user(1)`; a pthread start routine's `void *arg`
  // is no Promela type, so p_client has no parameter: the message says so and what to do.
  test::TestFolder folder("run-arity");
  const fs::path dir = folder.path();
  write_file_atomic(dir / "t.c", "int x;\nvoid *client(void *arg) { x = (int)(long)arg; return 0; }\n");
  write_file_atomic(dir / "t.prx", "%F " + (dir / "t.c").string() +
                                       "\n%X -p client\n%P\ninit { run p_client(1) }\n%%\n");
  auto r = mokert({"run", (dir / "t.prx").string(), "-o", (dir / "w").string()});
  expect_input_error(r, (dir / "t.prx").string() + ":4: SPIN rejects this line of the script");
  EXPECT_NE(r.out.find("\np_client is declared at model.pml:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("with no parameters"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("%X -a main with %X -p client"), std::string::npos) << r.out;
}

TEST(BadInput, WhatAUsersRuleWritesThatSpinRejectsNamesTheRuleAndTheC) {
  test::TestFolder folder("keep-call");
  const fs::path dir = folder.path();
  write_file_atomic(dir / "t.c", "int x;\nvoid bump(int *p) { *p = *p + 1; }\nvoid worker(void) {\n  bump(&x);\n}\n");
  // `keep` copies the C call unconverted: not Promela.
  write_file_atomic(dir / "t.prx", "%F " + (dir / "t.c").string() + "\n%X -a worker\n%L\nbump(...\tkeep\n%%\n");
  auto r = mokert({"run", (dir / "t.prx").string(), "-o", (dir / "w").string()});
  expect_input_error(r, (dir / "t.prx").string() + ":4: SPIN rejects what this rule writes for " + (dir / "t.c").string() +
                            ":4 `bump(&x);`");
}

// Modex puts the extracted inline's file where the script #includes it; a script whose %P calls
// the inline before any #include used to be an input error saying to add one. Since 5b5fb68 the
// model writes the inline before its first caller in %P, so such a script runs as written.
TEST(BadInput, AnInlineCalledFromTheScriptBeforeItIsDefinedIsWrittenBeforeItsCaller) {
  test::TestFolder folder("inline-order");
  const fs::path dir = folder.path();
  write_file_atomic(dir / "t.c", "int x;\nvoid check(void) {\n  x = 1;\n}\n");
  write_file_atomic(dir / "t.prx", "%F " + (dir / "t.c").string() + "\n%X -i check\n%P\ninit { check() }\n%%\n");
  auto r = mokert({"run", (dir / "t.prx").string(), "-o", (dir / "w").string()});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  const std::string model = read_file(dir / "w" / "model.pml");
  const size_t inline_at = model.find("inline check()");
  const size_t caller_at = model.find("init { check() }");
  ASSERT_NE(inline_at, std::string::npos) << model;
  ASSERT_NE(caller_at, std::string::npos) << model;
  EXPECT_LT(inline_at, caller_at) << model;
}

TEST(BadInput, SedOverTheSourceIsRefusedWithTheRuleToWriteInstead) {
  test::TestFolder folder("sed-source");
  const fs::path dir = folder.path();
  write_file_atomic(dir / "t.c", "int x;\nvoid worker(void) {\n  x = x + 1;\n}\n");
  write_file_atomic(dir / "t.prx", "%F " + (dir / "t.c").string() + "\n%X -a worker\n%T sed 's;goto ERROR;assert(0);'\n");
  auto r = mokert({"run", (dir / "t.prx").string(), "-o", (dir / "w").string()});
  expect_input_error(r, (dir / "t.prx").string() + ":3: %T");
  EXPECT_NE(r.out.find("write a lookup rule"), std::string::npos) << r.out;
}

} // namespace
} // namespace mokert
