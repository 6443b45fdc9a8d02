// examples/kmod-list through the real mokert binary: `mokert extract` on each version's
// script, then `mokert verify`: SPIN must find the use-after-free in the buggy module (the
// heap model's assertion) and no error in the fixed one.
#include <gtest/gtest.h>

#include <chrono>

#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "mokert/verification.hpp"
#include "spin_run.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kSource = MOKERT_SOURCE_DIR;

struct Verified {
  mokert::ProcessResult extract, verify;
  mokert::VerificationResult result;
  std::string model;  // model.pml, for failure messages
  bool have_result = false;
};

Verified extract_and_verify(const std::string& version) {
  Verified v;
  const fs::path prx = kSource / "examples/kmod-list" / version / "kmod_list.prx";
  const fs::path dir = mokert::test::make_temp_dir("mokert-kmodlist-" + version);
  mokert::ProcessOptions opt;
  opt.deadline = std::chrono::seconds(120);
  opt.env = {{"MOKERT_HOME", kSource.string()}};
  v.extract = mokert::run_process(MOKERT_BIN, {"extract", prx.string(), "-o", dir.string()}, opt);
  if (v.extract.exit_code == 0 && !v.extract.timed_out) {
    v.model = mokert::read_file(dir / "model.pml");
    v.verify = mokert::run_process(MOKERT_BIN, {"verify", dir.string(), "--script", prx.string()}, opt);
    if (fs::exists(dir / "verification.xml")) {
      v.result = mokert::read_verification(dir / "verification.xml");
      v.have_result = true;
    }
  }
  fs::remove_all(dir);
  return v;
}

TEST(KmodListExample, BuggyModuleUseAfterFreeIsFound) {
  const Verified v = extract_and_verify("buggy");
  ASSERT_EQ(v.extract.exit_code, 0) << v.extract.out;
  ASSERT_TRUE(v.have_result) << v.verify.out << "\n" << v.model;
  EXPECT_EQ(v.verify.exit_code, 1) << v.verify.out;  // a counterexample: exit 1
  EXPECT_GE(v.result.errors, 1u) << v.verify.out << "\n" << v.model;
  ASSERT_FALSE(v.result.trails.empty()) << v.verify.out;
  // The violated assertion is the heap model's use-after-free check on a freed slot.
  EXPECT_NE(v.result.trails[0].message.find("assertion violated"), std::string::npos)
      << v.result.trails[0].message;
  EXPECT_NE(v.result.trails[0].message.find("heap_state"), std::string::npos)
      << v.result.trails[0].message;
}

TEST(KmodListExample, FixedModuleVerifiesWithoutErrors) {
  const Verified v = extract_and_verify("fixed");
  ASSERT_EQ(v.extract.exit_code, 0) << v.extract.out;
  ASSERT_TRUE(v.have_result) << v.verify.out << "\n" << v.model;
  EXPECT_EQ(v.verify.exit_code, 0) << v.verify.out;
  EXPECT_EQ(v.result.errors, 0u) << v.verify.out << "\n" << v.model;
  EXPECT_TRUE(v.result.complete) << v.result.incomplete_reason;
  EXPECT_GT(v.result.states_stored, 0u);
}

} // namespace
