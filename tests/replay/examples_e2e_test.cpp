// The four pthread verdict examples through the whole pipeline: mokert run = extract, SPIN, replay.
#include <gtest/gtest.h>

#include "e2e_util.hpp"
#include "mokert/verdict.hpp"

namespace mokert {
namespace {

using test::data;
using test::mokert;
using test::work_dir;

std::string example(const std::string& name) { return std::string(MOKERT_EXAMPLES) + "/" + name; }

// Example 1: the forced interleaving makes the real assertion fail.
TEST(ReplayExamples, LostUpdateIsConfirmed) {
  auto dir = work_dir("ex1");
  auto r = mokert({"run", example("lost-update/lost-update.prx"), "-o", dir.string(), "--timeout", "5"});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("cex 1: CONFIRMED  assertion `counter == 2' failed at " +
                       example("lost-update/lost-update.c") + ":25"), std::string::npos) << r.out;
  EXPECT_EQ(read_verdict(dir / "verdict-1.xml").kind, VerdictKind::Confirmed);
}

// The README's demo runs `mokert run ... -o work/demo-NAME`: a work folder relative to the caller.
TEST(ReplayExamples, LostUpdateIsConfirmedWithARelativeWorkFolder) {
  auto base = work_dir("ex1-relative");
  ProcessOptions o;
  o.cwd = base;
  o.deadline = std::chrono::seconds(120);
  auto r = run_process(MOKERT_BIN, {"run", example("lost-update/lost-update.prx"), "-o", "work/rel", "--timeout", "5"}, o);
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("cex 1: CONFIRMED"), std::string::npos) << r.out;
  EXPECT_EQ(read_verdict(base / "work/rel/verdict-1.xml").kind, VerdictKind::Confirmed);
}

// Example 2: the same code with a mutex; SPIN finds no error, nothing to replay.
TEST(ReplayExamples, LockedCounterHasNoError) {
  auto dir = work_dir("ex2");
  auto r = mokert({"run", example("locked-counter/locked-counter.prx"), "-o", dir.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("no errors: SPIN found no counterexample"), std::string::npos) << r.out;
  EXPECT_FALSE(std::filesystem::exists(dir / "cex-1.xml"));
}

// Example 3: the script maps the mutex to skip; the real program cannot follow.
TEST(ReplayExamples, MutexAbstractedIsStalledNamingTheMutexAndHolder) {
  auto dir = work_dir("ex3");
  auto r = mokert({"run", example("mutex-abstracted/mutex-abstracted.prx"), "-o", dir.string(), "--timeout", "3"});
  EXPECT_EQ(r.exit_code, 4) << r.out;  // SPIN's counterexample is a false alarm
  EXPECT_NE(r.out.find("cex 1: STALLED"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("blocked on mutex `m` (" + example("mutex-abstracted/mutex-abstracted.c") +
                       ":15) held by parked thread T1 (worker #0): the model does not model this lock"),
            std::string::npos) << r.out;
  EXPECT_EQ(read_verdict(dir / "verdict-1.xml").kind, VerdictKind::Stalled);
}

// Example 4: the script hides a guard the real data never satisfies.
TEST(ReplayExamples, DataAbstractionIsNotReproduced) {
  auto dir = work_dir("ex4");
  auto r = mokert({"run", example("data-abstraction/data-abstraction.prx"), "-o", dir.string(), "--timeout", "5"});
  EXPECT_EQ(r.exit_code, 4) << r.out;  // SPIN's counterexample is a false alarm
  EXPECT_NE(r.out.find("cex 1: NOT_REPRODUCED"), std::string::npos) << r.out;
  // The explanation names the condition whose branch the real data did not take.
  EXPECT_NE(r.out.find("branch of `seen>limit` at"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("data-abstraction.c:20"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("branch diverged"), std::string::npos) << r.out;
  Verdict v = read_verdict(dir / "verdict-1.xml");
  EXPECT_EQ(v.kind, VerdictKind::NotReproduced);
  EXPECT_NE(v.evidence.find("counter = 2"), std::string::npos) << v.evidence;
}

} // namespace
} // namespace mokert
