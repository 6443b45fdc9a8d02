// examples/kmod-list replayed in the real kernel (QEMU): extract, verify, then
// `mokert replay --target kmod`. The buggy module's counterexample must end CONFIRMED with the
// kernel's own evidence: the reader read SLAB_POISON bytes (0x6b6b6b6b) and the driver's check
// failed. Label vm: each test boots a VM (about a minute under TCG on a loaded machine).
#include <gtest/gtest.h>

#include <chrono>

#include "mokert/process.hpp"
#include "mokert/verdict.hpp"
#include "spin_run.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kSource = MOKERT_SOURCE_DIR;

TEST(KmodListReplay, BuggyModuleCounterexampleIsConfirmedInTheKernel) {
  const fs::path prx = kSource / "examples/kmod-list/buggy/kmod_list.prx";
  const fs::path dir = mokert::test::make_temp_dir("mokert-kmodlist-vm");
  mokert::ProcessOptions opt;
  opt.deadline = std::chrono::seconds(120);
  opt.env = {{"MOKERT_HOME", kSource.string()}};
  auto r = mokert::run_process(MOKERT_BIN, {"extract", prx.string(), "-o", dir.string()}, opt);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  r = mokert::run_process(MOKERT_BIN, {"verify", dir.string(), "--script", prx.string()}, opt);
  ASSERT_EQ(r.exit_code, 1) << r.out;  // the use-after-free counterexample
  opt.deadline = std::chrono::seconds(600);
  r = mokert::run_process(MOKERT_BIN,
                          {"replay", dir.string(), "1", "--target", "kmod", "--script", prx.string()}, opt);
  ASSERT_FALSE(r.timed_out) << r.out;
  ASSERT_TRUE(fs::exists(dir / "verdict-1.xml")) << r.out;
  const mokert::Verdict v = mokert::read_verdict(dir / "verdict-1.xml");
  fs::remove_all(dir);
  EXPECT_EQ(v.kind, mokert::VerdictKind::Confirmed) << v.reason << "\n" << r.out;
  EXPECT_EQ(r.exit_code, 1) << r.out;  // a CONFIRMED bug
  EXPECT_NE(v.evidence.find("reader saw magic 0x6b6b6b6b"), std::string::npos) << v.evidence;
  EXPECT_NE(v.evidence.find("MOKERT-CHECK failed"), std::string::npos) << v.evidence;
}

} // namespace
