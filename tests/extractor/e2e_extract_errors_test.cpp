// Bad input: `mokert extract` exits non-zero with a message naming the place, never crashes.
#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

#include "mokert/process.hpp"

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

fs::path bad(const std::string& name) { return fs::path(MOKERT_TEST_DATA) / "translate" / "bad" / name; }

mokert::ProcessResult extract(const std::vector<std::string>& args) {
  mokert::ProcessOptions o;
  o.deadline = 60s;
  std::vector<std::string> all{"extract"};
  all.insert(all.end(), args.begin(), args.end());
  return mokert::run_process(MOKERT_BIN, all, o);
}

fs::path out_dir() { return fs::temp_directory_path() / ("mokert-bad-" + std::to_string(::getpid())); }

void expect_input_error(const mokert::ProcessResult& r, const std::string& must_contain) {
  EXPECT_FALSE(r.signalled) << r.out;
  EXPECT_FALSE(r.timed_out);
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find(must_contain), std::string::npos) << r.out;
}

TEST(ExtractErrors, UnknownDirectiveNamesTheLine) {
  expect_input_error(extract({bad("unknown-directive.prx").string(), "-o", out_dir().string()}),
                     "unknown-directive.prx:3");
}

TEST(ExtractErrors, UnterminatedTableNamesTheLine) {
  expect_input_error(extract({bad("unterminated.prx").string(), "-o", out_dir().string()}), "unterminated.prx:");
}

TEST(ExtractErrors, RuleWithoutTabNamesTheLine) {
  expect_input_error(extract({bad("no-tab.prx").string(), "-o", out_dir().string()}), "no-tab.prx:4");
}

TEST(ExtractErrors, MissingFunctionNamesTheScriptLine) {
  auto r = extract({bad("missing-function.prx").string(), "-o", out_dir().string()});
  expect_input_error(r, "missing-function.prx:3");
  EXPECT_NE(r.out.find("nosuchfunction"), std::string::npos) << r.out;
}

TEST(ExtractErrors, CThatDoesNotParsePassesClangsDiagnostics) {
  auto r = extract({bad("broken.prx").string(), "-o", out_dir().string()});
  expect_input_error(r, "broken.c:3");
  EXPECT_NE(r.out.find("expected expression"), std::string::npos) << r.out;
}

TEST(ExtractErrors, UnwritableOutputFolder) {
  auto r = extract({bad("ok.prx").string(), "-o", "/proc/mokert-cannot-write-here"});
  expect_input_error(r, "/proc/mokert-cannot-write-here");
}

TEST(ExtractErrors, StrictModeListsEveryUnmappedStatement) {
  auto r = extract({bad("ok.prx").string(), "-o", out_dir().string(), "--strict"});
  expect_input_error(r, "ok.c:2");
  EXPECT_NE(r.out.find("x=1;"), std::string::npos) << r.out;
}

// A GCC kernel build's flags that clang does not know are dropped with a note.
TEST(ExtractErrors, UnknownGccFlagsAreDroppedWithANote) {
  auto r = extract({bad("ok.prx").string(), "-o", out_dir().string(), "--", "-fconserve-stack",
                    "-mrecord-mcount", "-fno-allow-store-data-races", "-mindirect-branch=thunk-extern", "-O2"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("-fconserve-stack"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("-mindirect-branch=thunk-extern"), std::string::npos) << r.out;
  fs::remove_all(out_dir());
}

}  // namespace
