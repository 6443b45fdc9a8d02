// SV-COMP-style tasks (our own, in tests/extractor/data/svcomp): `mokert extract task.c -run`
// with no script must give the answer each file's first line expects. Also a preprocessed .i.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "mokert/files.hpp"
#include "mokert/process.hpp"

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

fs::path data(const std::string& name) { return fs::path(MOKERT_TEST_DATA) / "svcomp" / name; }

fs::path work(const std::string& name) {
  fs::path d = fs::temp_directory_path() / ("mokert-svcomp-" + std::to_string(::getpid())) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

mokert::ProcessResult mokert_cmd(const std::vector<std::string>& args) {
  mokert::ProcessOptions o;
  o.deadline = 300s;
  return mokert::run_process(MOKERT_BIN, args, o);
}

std::string expectation(const fs::path& task) {
  std::ifstream in(task);
  std::string first;
  std::getline(in, first);
  auto pos = first.find("expect: ");
  return pos == std::string::npos ? "" : first.substr(pos + 8);
}

void check_task(const fs::path& task, const fs::path& dir) {
  std::string want = expectation(task);
  ASSERT_TRUE(want == "reach_error" || want == "safe" || want == "safe within bounds") << task << " has no expect: line";
  auto r = mokert_cmd({"extract", task.string(), "-o", dir.string(), "-run"});
  ASSERT_FALSE(r.signalled) << r.out;
  if (want == "reach_error") {
    EXPECT_EQ(r.exit_code, 1) << r.out;
    EXPECT_NE(r.out.find("assertion violated"), std::string::npos) << r.out;
  } else if (want == "safe") {
    EXPECT_EQ(r.exit_code, 0) << r.out;
    EXPECT_NE(r.out.find("no-errors, 0 error(s)"), std::string::npos) << r.out;
  } else {
    // No error, but only within bounds the defaults put on the C: never reported as a proof.
    EXPECT_EQ(r.exit_code, 3) << r.out;
    EXPECT_NE(r.out.find("no-errors, 0 error(s)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("not a proof"), std::string::npos) << r.out;
  }
  EXPECT_NE(r.out.find("SV-COMP's conventions"), std::string::npos) << r.out;
}

class SvcompTask : public ::testing::TestWithParam<std::string> {};

TEST_P(SvcompTask, GivesTheExpectedAnswerWithoutAScript) {
  check_task(data(GetParam()), work(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(Tasks, SvcompTask,
                         ::testing::Values("atomic_sum_unsafe.c", "atomic_sum_safe.c", "nondet_assume_unsafe.c",
                                           "nondet_assume_safe.c", "lost_update_unsafe.c", "locked_update_safe.c",
                                           "abort_ends_safe.c", "nondet_branch_unsafe.c", "assert_macro_unsafe.c",
                                           "assert_macro_safe.c", "atomic_function_safe.c", "nondet_expression_unsafe.c",
                                           "endless_create_safe.c", "assume_through_pointer_safe.c", "args_pool_unsafe.c",
                                           "args_pool_safe.c", "assert_heap_byte_unsafe.c", "assert_heap_byte_safe.c",
                                           "teller_pool_safe.c"),
                         [](const auto& info) {
                           std::string n = info.param.substr(0, info.param.size() - 2);
                           for (char& c : n)
                             if (c == '.') c = '_';
                           return n;
                         });

TEST(Svcomp, PreprocessedInputIsAccepted) {
  // SV-COMP ships tasks as .i files (the preprocessor's output, with line markers).
  fs::path dir = work("preprocessed");
  fs::path i_file = dir / "lost_update_unsafe.i";
  mokert::ProcessOptions o;
  o.deadline = 60s;
  auto cpp = mokert::run_process("cc", {"-E", "-P", data("lost_update_unsafe.c").string(), "-o", i_file.string()}, o);
  ASSERT_EQ(cpp.exit_code, 0) << cpp.out;
  auto r = mokert_cmd({"extract", i_file.string(), "-o", (dir / "out").string(), "-run"});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("assertion violated"), std::string::npos) << r.out;
}

TEST(Svcomp, ThreadBoundTheUserSetsIsTheClaim) {
  // The same endless thread creation with the bound given on the command line: a proof for it.
  auto r = mokert_cmd({"extract", data("endless_create_safe.c").string(), "-o", work("bound").string(), "-O",
                       "-DMOKERT_MAX_THREADS=4", "-run"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("no-errors, 0 error(s)"), std::string::npos) << r.out;
}

TEST(Svcomp, ThreadBoundTheUserSetsRunsACountedLoopInFull) {
  // Without a bound the pools' loops are cut after 2 passes (a <bound>); with the user's bound on
  // threads at once the loops run in full and no bound is written.
  fs::path cut_dir = work("cut"), full_dir = work("full");
  auto cut = mokert_cmd({"extract", data("teller_pool_safe.c").string(), "-o", cut_dir.string()});
  ASSERT_EQ(cut.exit_code, 0) << cut.out;
  EXPECT_NE(mokert::read_file(cut_dir / "model.map.xml").find("<bound>the first 2 passes of a loop"),
            std::string::npos);
  auto full = mokert_cmd({"extract", data("teller_pool_safe.c").string(), "-o", full_dir.string(), "-O",
                          "-DMOKERT_MAX_THREADS=4"});
  ASSERT_EQ(full.exit_code, 0) << full.out;
  EXPECT_EQ(mokert::read_file(full_dir / "model.map.xml").find("<bound>"), std::string::npos);
}

TEST(Svcomp, NondetRangeComesFromTheCommandLine) {
  // With values 3..5 only, `seen == 2` can never hold.
  auto r = mokert_cmd({"extract", data("nondet_assume_unsafe.c").string(), "-o", work("range").string(), "--nondet",
                       "3..5", "-run"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("3..5"), std::string::npos) << r.out;
  auto bad = mokert_cmd({"extract", data("nondet_assume_unsafe.c").string(), "-o", work("badrange").string(),
                         "--nondet", "5..3"});
  EXPECT_EQ(bad.exit_code, 2) << bad.out;
  EXPECT_NE(bad.out.find("--nondet needs LO..HI"), std::string::npos) << bad.out;
}

TEST(Svcomp, NondetMapAttributeNamesTheChosenVariable) {
  fs::path dir = work("map");
  auto r = mokert_cmd({"extract", data("nondet_assume_unsafe.c").string(), "-o", dir.string()});
  ASSERT_EQ(r.exit_code, 0) << r.out;
  std::string map = mokert::read_file(dir / "model.map.xml");
  EXPECT_NE(map.find("nondet=\"v\""), std::string::npos) << map;
}

} // namespace
