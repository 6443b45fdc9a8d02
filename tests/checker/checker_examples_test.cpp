// `mokert extract` + `mokert verify` on the project's pthread examples (examples/).
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>

#include "mokert/checker.hpp"
#include "mokert/process.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

const fs::path kExamples = fs::path(MOKERT_SOURCE_DIR) / "examples";

class Examples : public ::testing::Test {
protected:
  fs::path dir;
  void SetUp() override {
    dir = fs::temp_directory_path() /
          ("mokert-examples-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + "-" +
           std::to_string(::getpid()));
    fs::remove_all(dir);
  }
  void TearDown() override {
    if (!HasFailure()) fs::remove_all(dir);
  }
  int mokert(const std::vector<std::string>& args, std::string* out = nullptr) {
    ProcessOptions o;
    o.deadline = std::chrono::seconds(300);
    auto r = run_process(MOKERT_BIN, args, o);
    if (out) *out = r.out;
    EXPECT_FALSE(r.timed_out || r.signalled) << r.out;
    return r.exit_code;
  }
  // Extracts examples/NAME/NAME.prx into dir and verifies with the script's settings.
  int extract_and_verify(const std::string& name, std::vector<std::string> extra, std::string* out) {
    const std::string prx = (kExamples / name / (name + ".prx")).string();
    std::string ext;
    EXPECT_EQ(mokert({"extract", prx, "-o", dir.string()}, &ext), 0) << ext;
    std::vector<std::string> args{"verify", dir.string(), "--script", prx};
    args.insert(args.end(), extra.begin(), extra.end());
    return mokert(args, out);
  }
};

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The lost update: some counterexample has both workers read the counter before either writes.
TEST_F(Examples, LostUpdateReadsBeforeWrites) {
  std::string out;
  ASSERT_EQ(extract_and_verify("lost-update", {"--all"}, &out), 1) << out;
  bool found = false;
  for (const auto& c : read_counterexamples(dir)) {
    EXPECT_EQ(c.outcome, PropertyOutcome::AssertionViolated);
    std::vector<unsigned> reads, writes;  // step index per worker pid
    std::vector<int> read_pids;
    for (const auto& s : c.steps) {
      if (!s.c || s.c->function != "worker") continue;
      EXPECT_EQ(fs::path(s.c->c.file).filename(), "lost-update.c");
      if (contains(s.c->c_text, "tmp=counter")) {
        reads.push_back(s.index);
        read_pids.push_back(s.pid);
      }
      if (contains(s.c->c_text, "counter=tmp")) writes.push_back(s.index);
    }
    if (reads.size() == 2 && read_pids[0] != read_pids[1] && !writes.empty() && reads[1] < writes.front())
      found = true;
  }
  EXPECT_TRUE(found) << "no counterexample shows both reads before either write";
}

// Regression: SPIN reuses a finished worker's pid for the next one; the join must not see the
// first one's exit flag (promela-runtime/pthread.pml clears it at create).
TEST_F(Examples, LockedCounterHasNoErrors) {
  std::string out;
  EXPECT_EQ(extract_and_verify("locked-counter", {}, &out), 0) << out;
  EXPECT_TRUE(contains(out, "RESULT: 0 errors, complete search")) << out;
}

TEST_F(Examples, ProducerConsumerCompleteWithoutErrors) {
  std::string out;
  EXPECT_EQ(extract_and_verify("producer-consumer", {}, &out), 0) << out;
  auto v = read_verification(dir / "verification.xml");
  EXPECT_TRUE(v.complete);
  EXPECT_EQ(v.errors, 0u);
  EXPECT_LT(v.memory_mb, 128.0);
}

} // namespace
} // namespace mokert
