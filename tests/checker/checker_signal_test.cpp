// A child that dies of a signal is explained: where pan was (the model line and the C statement
// it came from) and what to change, as an input error; never a bare "killed by signal 11".
#include <gtest/gtest.h>

#include <filesystem>

#include "map_from_comments.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

const fs::path kModels = MOKERT_TEST_MODELS;

TEST(VerifySignal, CrashInEmbeddedCNamesTheModelLineAndTheCStatement) {
  test::TestFolder dir("verify-signal");
  fs::copy_file(kModels / "c_crash.pml", dir.path() / "model.pml");
  write_linemap(test::map_from_comments(kModels / "c_crash.pml", kModels / "c_crash.c"), dir.path() / "model.map.xml");
  ProcessOptions o;
  o.deadline = std::chrono::seconds(300);
  auto r = run_process(MOKERT_BIN, {"verify", dir.path().string()}, o);
  EXPECT_FALSE(r.signalled) << r.out;
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find("model.pml:7: pan was killed by signal 11 (SIGSEGV"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("c_crash.c:7 `handler(state);`"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("lookup rule"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("internal error"), std::string::npos) << r.out;
}

TEST(VerifySignal, CsAssertInEmbeddedCSaysToWriteAPromelaAssertion) {
  test::TestFolder dir("verify-signal-assert");
  fs::copy_file(kModels / "c_assert.pml", dir.path() / "model.pml");
  ProcessOptions o;
  o.deadline = std::chrono::seconds(300);
  auto r = run_process(MOKERT_BIN, {"verify", dir.path().string()}, o);
  EXPECT_FALSE(r.signalled) << r.out;
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find("model.pml:7: C's assert(now.hits == 2) failed inside embedded C"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("assert(c_expr { now.hits == 2 })"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("internal error"), std::string::npos) << r.out;
}

} // namespace
} // namespace mokert
