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

ProcessResult mokert(const std::vector<std::string>& args, int seconds) {
  ProcessOptions o;
  o.deadline = std::chrono::seconds(seconds);
  return run_process(MOKERT_BIN, args, o);
}

} // namespace

TEST(KmodListExample, BuggyModuleReplaysConfirmedInQemu) {
  auto dir = ktest::fresh_dir("e2e-buggy");
  std::string prx = (kExample / "buggy" / "kmod_list.prx").string();
  auto ex = mokert({"extract", prx, "-o", dir.string()}, 120);
  ASSERT_EQ(ex.exit_code, 0) << ex.out;
  auto ver = mokert({"verify", dir.string(), "--script", prx}, 300);
  ASSERT_EQ(ver.exit_code, 1) << ver.out;  // SPIN finds the use-after-free
  ASSERT_TRUE(fs::exists(dir / "cex-1.xml")) << ver.out;
  auto rep = mokert({"replay", dir.string(), "1", "--script", prx, "--target", "kmod"}, 900);
  EXPECT_EQ(rep.exit_code, 1) << rep.out;
  EXPECT_NE(rep.out.find("CONFIRMED"), std::string::npos) << rep.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Confirmed) << v.reason << "\n" << v.evidence;
  EXPECT_EQ(v.target, "kmod");
  EXPECT_EQ(v.steps_reached, v.steps_total);
  // The kernel's own evidence: the driver's check on poisoned (freed) memory.
  EXPECT_NE(v.reason.find("kl_seen"), std::string::npos) << v.reason;
  EXPECT_NE((v.evidence + v.monitor_log).find("MOKERT free"), std::string::npos);
}

TEST(KmodListExample, FixedModuleVerifiesWithoutError) {
  auto dir = ktest::fresh_dir("e2e-fixed");
  std::string prx = (kExample / "fixed" / "kmod_list.prx").string();
  auto ex = mokert({"extract", prx, "-o", dir.string()}, 120);
  ASSERT_EQ(ex.exit_code, 0) << ex.out;
  auto ver = mokert({"verify", dir.string(), "--script", prx}, 300);
  EXPECT_EQ(ver.exit_code, 0) << ver.out;
  EXPECT_FALSE(fs::exists(dir / "cex-1.xml"));
}
