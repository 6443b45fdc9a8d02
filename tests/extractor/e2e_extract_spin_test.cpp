// End to end: `mokert extract` on the golden inputs and the pthread examples, then real SPIN:
// every model must pass `spin -a` and compile; lost-update must fail its assertion, the correct
// programs must verify with no errors.
#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

#include "mokert/process.hpp"

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

fs::path temp_dir(const std::string& name) {
  fs::path p = fs::temp_directory_path() / ("mokert-e2e-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(p);
  return p;
}

mokert::ProcessResult run(const std::string& program, const std::vector<std::string>& args,
                          const fs::path& cwd = {}) {
  mokert::ProcessOptions o;
  o.cwd = cwd;
  o.deadline = 120s;
  return mokert::run_process(program, args, o);
}

// Extracts, runs spin -a and cc; returns pan's output (or fails the test).
std::string extract_and_verify(const fs::path& prx, const fs::path& out, bool run_pan) {
  auto ex = run(MOKERT_BIN, {"extract", prx.string(), "-o", out.string()});
  EXPECT_EQ(ex.exit_code, 0) << ex.out;
  auto spin = run("spin", {"-a", "model.pml"}, out);
  EXPECT_EQ(spin.exit_code, 0) << spin.out;
  EXPECT_TRUE(fs::exists(out / "pan.c")) << spin.out;
  auto cc = run("cc", {"-O1", "-w", "-o", "pan", "pan.c"}, out);
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
  if (!run_pan) return "";
  auto pan = run((out / "pan").string(), {}, out);
  EXPECT_FALSE(pan.timed_out);
  return pan.out;
}

class GoldenSpin : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenSpin, SpinAcceptsTheModel) {
  fs::path dir = fs::path(MOKERT_TEST_DATA) / "translate" / "golden" / GetParam();
  fs::path out = temp_dir(GetParam());
  extract_and_verify(dir / (GetParam() + ".prx"), out, false);
  // The reviewed golden file itself is what SPIN accepted.
  fs::copy_file(dir / "expected.pml", out / "expected.pml");
  auto spin = run("spin", {"-a", "expected.pml"}, out);
  EXPECT_EQ(spin.exit_code, 0) << spin.out;
  fs::remove_all(out);
}

INSTANTIATE_TEST_SUITE_P(Translate, GoldenSpin, ::testing::Values("flow", "lookup", "modes"));

fs::path example(const std::string& name) {
  return fs::path(MOKERT_SOURCE_DIR) / "examples" / name / (name + ".prx");
}

TEST(ExamplesSpin, LostUpdateViolatesTheAssertion) {
  fs::path out = temp_dir("lost-update");
  std::string pan = extract_and_verify(example("lost-update"), out, true);
  EXPECT_NE(pan.find("assertion violated (counter==2)"), std::string::npos) << pan;
  EXPECT_NE(pan.find("errors: 1"), std::string::npos) << pan;
  fs::remove_all(out);
}

TEST(ExamplesSpin, LockedCounterHasNoErrors) {
  fs::path out = temp_dir("locked-counter");
  std::string pan = extract_and_verify(example("locked-counter"), out, true);
  EXPECT_NE(pan.find("errors: 0"), std::string::npos) << pan;
  fs::remove_all(out);
}

TEST(ExamplesSpin, ProducerConsumerHasNoErrors) {
  fs::path out = temp_dir("producer-consumer");
  std::string pan = extract_and_verify(example("producer-consumer"), out, true);
  EXPECT_NE(pan.find("errors: 0"), std::string::npos) << pan;
  fs::remove_all(out);
}

// `mokert extract FILE.c`: Modex's defaults (main, the threads it starts, the default table).
TEST(ExamplesSpin, PlainCFileExtracts) {
  fs::path out = temp_dir("plain-c");
  auto ex = run(MOKERT_BIN, {"extract", (fs::path(MOKERT_SOURCE_DIR) / "examples/lost-update/lost-update.c").string(),
                             "-o", out.string()});
  EXPECT_EQ(ex.exit_code, 0) << ex.out;
  EXPECT_TRUE(fs::exists(out / "model.pml"));
  EXPECT_TRUE(fs::exists(out / "model.map.xml"));
  EXPECT_TRUE(fs::exists(out / "pthread.pml"));
  fs::remove_all(out);
}

}  // namespace
