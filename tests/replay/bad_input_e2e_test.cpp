// Bad input for replay: every case gives a clear message and a non-zero exit, never a hang.
#include <gtest/gtest.h>

#include "cex_builder.hpp"
#include "e2e_util.hpp"
#include "mokert/counterexample.hpp"
#include "mokert/files.hpp"
#include "mokert/verdict.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

using test::data;
using test::make_cex;
using test::mokert;
using test::work_dir;

TEST(ReplayBadInput, ThreadTheProgramNeverCreates) {
  auto dir = work_dir("ghost");
  // The model has a `ghost` process; lost_update.c only starts workers.
  write_counterexample(make_cex(data("lost_update.c"), {{1, "worker"}, {2, "ghost"}},
                                {{1, 8, 3, StmtKind::Decl}, {2, 9, 3}, {1, 9, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--timeout", "2", "--source", data("lost_update.c")});
  EXPECT_NE(r.out.find("cex 1: STALLED"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the schedule releases thread T1 (ghost #0) but no thread of the program became it"),
            std::string::npos) << r.out;
}

TEST(ReplayBadInput, CexLineNotInTheSources) {
  auto dir = work_dir("noline");
  write_counterexample(make_cex(data("lost_update.c"), {{1, "worker"}, {2, "worker"}}, {{1, 40, 3}, {2, 8, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--source", data("lost_update.c")});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find(data("lost_update.c") + ":40:"), std::string::npos) << r.out;
}

TEST(ReplayBadInput, CexFileNotAmongTheSources) {
  auto dir = work_dir("nofile");
  write_counterexample(make_cex(data("guard.c"), {{1, "worker"}, {2, "worker"}}, {{1, 8, 3}, {2, 8, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--source", data("lost_update.c")});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find(data("guard.c") + ":8:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("not among the program's sources"), std::string::npos) << r.out;
}

TEST(ReplayBadInput, ProgramWithoutMainGetsOneMadeFromTheHarness) {
  // Two active proctypes of worker (a Modex -a): the made main starts two threads of it.
  auto dir = work_dir("nomain");
  write_counterexample(make_cex(data("no_main.c"), {{1, "worker"}, {2, "worker"}}, {{1, 5, 3}, {2, 5, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--source", data("no_main.c")});
  EXPECT_EQ(r.exit_code, 4) << r.out;
  EXPECT_NE(r.out.find("cex 1: NOT_REPRODUCED  the last step was reached"), std::string::npos) << r.out;
  std::string copy = mokert::read_file(dir / "replay-1/src/no_main.c");
  EXPECT_NE(copy.find("int main(void)"), std::string::npos) << copy;
  EXPECT_NE(copy.find("worker(0)"), std::string::npos) << copy;
}

TEST(ReplayBadInput, ProgramWithoutMainIsAnErrorWhenNoMainCanStandForTheHarness) {
  // The script's init calls something before the threads run: no main can do it.
  auto dir = work_dir("nomain-call");
  write_counterexample(make_cex(data("no_main.c"), {{1, "worker"}, {2, "worker"}},
                                {{0, 0, 0, StmtKind::Other, "", true, "reset_all()"}, {1, 5, 3}, {2, 5, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--source", data("no_main.c")});
  EXPECT_EQ(r.exit_code, 3) << r.out;
  EXPECT_NE(r.out.find("cex 1: ERROR  the program has no main"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("%driver"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("none could be made from the script's harness: the script's :init: runs `reset_all()`"),
            std::string::npos) << r.out;
}

TEST(ReplayBadInput, ACallWithoutAModelIsTheModelsLimitNotAFalseAlarm) {
  // pan's error when the code calls a function the model has no body for: nothing to replay.
  auto dir = work_dir("unmodelled");
  Counterexample cex = make_cex(data("no_main.c"), {{1, "worker"}}, {{1, 5, 3, StmtKind::Call, "hits=hits+1;"}});
  cex.outcome = PropertyOutcome::OtherError;
  cex.message = "call of a C function without a model";
  write_counterexample(cex, dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--source", data("no_main.c")});
  EXPECT_EQ(r.exit_code, 3) << r.out;
  EXPECT_NE(r.out.find("cex 1: ERROR  the model is incomplete"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("no_main.c:5"), std::string::npos) << r.out;
  EXPECT_FALSE(fs::exists(dir / "replay-1")) << "nothing is built";
}

TEST(ReplayBadInput, InstrumentedProgramThatDoesNotCompileIsAnErrorWithCcsMessage) {
  // __fp16 parses with Clang (the instrumenter) but gcc on x86-64 rejects it.
  auto dir = work_dir("nocompile");
  write_counterexample(make_cex(data("clang_only.c"), {{1, "worker"}, {2, "worker"}}, {{1, 6, 3}, {2, 6, 3}}),
                       dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--source", data("clang_only.c")});
  EXPECT_EQ(r.exit_code, 3) << r.out;
  EXPECT_NE(r.out.find("cex 1: ERROR  the instrumented program does not compile"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("__fp16"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::exists(dir / "replay-1/src/clang_only.c"));
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::Error);
  EXPECT_NE(v.evidence.find("error"), std::string::npos);
}

TEST(ReplayBadInput, MissingCounterexample) {
  auto dir = work_dir("nocex");
  auto r = mokert({"replay", dir.string(), "3"});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find("cex-3.xml"), std::string::npos) << r.out;
}

TEST(ReplayBadInput, KmodTargetSaysWhetherItIsAvailable) {
  auto dir = work_dir("kmod");
  write_counterexample(make_cex(data("lost_update.c"), {{1, "worker"}}, {{1, 8, 3}}), dir / "cex-1.xml");
  auto r = mokert({"replay", dir.string(), "1", "--target", "kmod", "--source", data("lost_update.c")});
  EXPECT_NE(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("kmod"), std::string::npos) << r.out;
}

} // namespace
} // namespace mokert

namespace mokert {
namespace {

TEST(ReplayBadInputEmpty, CounterexampleWithoutStepsIsAnInputErrorNotAFalseAlarm) {
  auto dir = test::work_dir("nosteps");
  auto cex = test::make_cex(test::data("lost_update.c"), {{1, "worker"}}, {});
  write_counterexample(cex, dir / "cex-1.xml");
  auto r = test::mokert({"replay", dir.string(), "1", "--source", test::data("lost_update.c")});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find("cex-1.xml: the counterexample has no steps"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("NOT_REPRODUCED"), std::string::npos) << r.out;
}

TEST(ReplayBadInputEmpty, CounterexampleNumberTooLargeIsAnInputError) {
  auto dir = test::work_dir("bignumber");
  auto r = test::mokert({"replay", dir.string(), "99999999999999999999"});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find("not a counterexample number"), std::string::npos) << r.out;
}

} // namespace
} // namespace mokert
