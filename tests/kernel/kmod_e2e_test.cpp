// The kmod-list example end to end with the real mokert, SPIN, kbuild and QEMU: the buggy
// module's counterexample replays CONFIRMED with the kernel's own evidence; the fixed module
// verifies with no error.
#include <gtest/gtest.h>

#include "ktest_util.hpp"
#include "mokert/process.hpp"
#include "mokert/verdict.hpp"

using namespace mokert;
namespace fs = std::filesystem;

namespace {

const fs::path kExample = fs::path(MOKERT_SOURCE_DIR) / "examples" / "kmod-list";

ProcessResult run_mokert(const std::vector<std::string>& args, int seconds) {
  ProcessOptions o;
  o.deadline = std::chrono::seconds(seconds);
  return run_process(MOKERT_BIN, args, o);
}

} // namespace

TEST(KmodListExample, BuggyModuleReplaysConfirmedInQemu) {
  auto dir = ktest::fresh_dir("e2e-buggy");
  std::string prx = (kExample / "buggy" / "kmod_list.prx").string();
  auto run = run_mokert({"run", prx, "-o", dir.string()}, 900);
  EXPECT_EQ(run.exit_code, 1) << run.out;
  EXPECT_NE(run.out.find("CONFIRMED"), std::string::npos) << run.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << run.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence;
  EXPECT_EQ(v.target, "kmod");
  EXPECT_EQ(v.steps_reached, v.steps_total);
  // The kernel's own evidence: the driver's check on poisoned (freed) memory.
  EXPECT_NE(v.reason.find("kl_seen"), std::string::npos) << v.reason;
  EXPECT_NE(v.monitor_log.find("MOKERT free"), std::string::npos) << v.monitor_log;
}

TEST(KmodListExample, FixedModuleVerifiesWithoutError) {
  auto dir = ktest::fresh_dir("e2e-fixed");
  std::string prx = (kExample / "fixed" / "kmod_list.prx").string();
  auto run = run_mokert({"run", prx, "-o", dir.string()}, 600);
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("no errors"), std::string::npos) << run.out;
  EXPECT_FALSE(fs::exists(dir / "cex-1.xml"));
}
