// `mokert verify` and `mokert trace` on hand-written models with real spin, cc and pan.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "map_from_comments.hpp"
#include "mokert/checker.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

const fs::path kModels = MOKERT_TEST_MODELS;

struct CmdResult {
  int code = -1;
  std::string out;
};

class Verify : public ::testing::Test {
protected:
  fs::path dir;
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir = fs::temp_directory_path() / ("mokert-verify-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  void TearDown() override {
    if (!HasFailure()) fs::remove_all(dir);
  }
  // Copies models/NAME.pml to DIR/model.pml, with a map when models/NAME.c exists.
  void model(const std::string& name) {
    fs::copy_file(kModels / (name + ".pml"), dir / "model.pml");
    if (fs::exists(kModels / (name + ".c")))
      write_linemap(test::map_from_comments(kModels / (name + ".pml"), kModels / (name + ".c")), dir / "model.map.xml");
  }
  CmdResult mokert(std::vector<std::string> args, ProcessOptions opts = {}) {
    opts.deadline = std::chrono::seconds(300);
    auto r = run_process(MOKERT_BIN, args, opts);
    EXPECT_FALSE(r.timed_out);
    EXPECT_FALSE(r.signalled) << r.out;
    return CmdResult{r.exit_code, r.out};
  }
  CmdResult run_verify(std::vector<std::string> extra = {}) {
    std::vector<std::string> args{"verify", dir.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    return mokert(args);
  }
};

size_t step_of(const Counterexample& c, unsigned c_line, int pid) {
  for (const auto& s : c.steps)
    if (s.c && s.c->c.line == c_line && s.pid == pid) return s.index;
  return 0;
}

TEST_F(Verify, LostUpdateBothReadsBeforeEitherWrite) {
  model("lost_update");
  auto r = run_verify();
  ASSERT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("assertion violated (count==2)"), std::string::npos) << r.out;
  auto v = read_verification(dir / "verification.xml");
  EXPECT_EQ(v.outcome, PropertyOutcome::AssertionViolated);
  EXPECT_EQ(v.errors, 1u);
  ASSERT_EQ(v.trails.size(), 1u);
  auto c = read_counterexample(dir / "cex-1.xml");
  std::vector<int> workers;
  for (const auto& t : c.threads)
    if (t.function == "worker") workers.push_back(t.pid);
  ASSERT_EQ(workers.size(), 2u);
  // C lines: 8 int tmp = count; (read), 10 count = tmp; (write).
  size_t r1 = step_of(c, 8, workers[0]), r2 = step_of(c, 8, workers[1]);
  size_t w1 = step_of(c, 10, workers[0]), w2 = step_of(c, 10, workers[1]);
  ASSERT_TRUE(r1 && r2 && w1 && w2);
  EXPECT_LT(std::max(r1, r2), std::min(w1, w2));
  EXPECT_EQ(c.violation_step, c.steps.size());
  EXPECT_EQ(c.steps.back().c->c_text, "assert(count == 2);");

  auto t = mokert({"trace", dir.string()});
  ASSERT_EQ(t.code, 0) << t.out;
  EXPECT_NE(t.out.find("lost_update.c:8  int tmp = count;"), std::string::npos) << t.out;
  EXPECT_NE(t.out.find("VIOLATION at step"), std::string::npos);
  EXPECT_NE(t.out.find(" > |"), std::string::npos);
  auto j = mokert({"trace", dir.string(), "1", "--format", "json"});
  ASSERT_EQ(j.code, 0);
  EXPECT_NE(j.out.find("\"c_line\": 10"), std::string::npos);
  EXPECT_EQ(mokert({"trace", dir.string(), "7"}).code, 2);
}

TEST_F(Verify, LockedVersionHasNoErrorsAndIsComplete) {
  model("locked");
  auto r = run_verify();
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("RESULT: 0 errors, complete search"), std::string::npos);
  auto v = read_verification(dir / "verification.xml");
  EXPECT_EQ(v.outcome, PropertyOutcome::NoErrors);
  EXPECT_TRUE(v.complete);
  EXPECT_GT(v.states_stored, 10u);
  EXPECT_LT(v.memory_mb, 64.0);  // sized to the model, not SPIN's 4 GiB habit
  EXPECT_FALSE(fs::exists(dir / "cex-1.xml"));
  auto t = mokert({"trace", dir.string()});
  EXPECT_EQ(t.code, 2);
  EXPECT_NE(t.out.find("no counterexample"), std::string::npos);
}

TEST_F(Verify, LtlAcceptanceCycleShowsCycleStart) {
  model("ltl_cycle");
  auto r = run_verify({"--ltl", "eventually_set"});
  ASSERT_EQ(r.code, 1) << r.out;
  auto c = read_counterexample(dir / "cex-1.xml");
  EXPECT_EQ(c.outcome, PropertyOutcome::AcceptanceCycle);
  ASSERT_GT(c.cycle_start, 0u);
  EXPECT_TRUE(c.steps.at(c.cycle_start - 1).cycle_start);
  EXPECT_EQ(read_verification(dir / "verification.xml").property, "ltl eventually_set");
  auto t = mokert({"trace", dir.string()});
  EXPECT_NE(t.out.find("START OF CYCLE"), std::string::npos) << t.out;
  // Safety alone does not check the formula.
  EXPECT_EQ(run_verify().code, 0);
  EXPECT_EQ(run_verify({"--ltl", "no_such"}).code, 2);
}

TEST_F(Verify, AllGivesEveryViolationNumberedAndMapped) {
  model("multi_assert");
  auto r = run_verify({"--all"});
  ASSERT_EQ(r.code, 1) << r.out;
  auto all = read_counterexamples(dir);
  ASSERT_GE(all.size(), 3u);
  std::set<std::string> messages;
  for (size_t i = 0; i < all.size(); ++i) {
    EXPECT_EQ(all[i].number, i + 1);
    EXPECT_EQ(all[i].outcome, PropertyOutcome::AssertionViolated);
    messages.insert(all[i].message);
    bool mapped = false;
    for (const auto& s : all[i].steps) mapped = mapped || (s.c && fs::path(s.c->c.file).filename() == "multi_assert.c");
    EXPECT_TRUE(mapped) << i;
  }
  EXPECT_EQ(messages.size(), 3u);
  EXPECT_EQ(read_verification(dir / "verification.xml").trails.size(), all.size());
}

TEST_F(Verify, InvalidEndStateNonProgressAndPrecondition) {
  model("deadlock");
  ASSERT_EQ(run_verify().code, 1);
  EXPECT_EQ(read_counterexample(dir / "cex-1.xml").outcome, PropertyOutcome::InvalidEndState);
  fs::remove_all(dir);
  fs::create_directories(dir);
  model("nonprogress");
  ASSERT_EQ(run_verify({"--non-progress"}).code, 1);
  auto np = read_counterexample(dir / "cex-1.xml");
  EXPECT_EQ(np.outcome, PropertyOutcome::NonProgressCycle);
  EXPECT_GT(np.cycle_start, 0u);
  fs::remove_all(dir);
  fs::create_directories(dir);
  model("c_precondition");
  auto r = run_verify();
  ASSERT_EQ(r.code, 1) << r.out;
  auto c = read_counterexample(dir / "cex-1.xml");
  EXPECT_EQ(c.outcome, PropertyOutcome::PreconditionFalse);
  ASSERT_GT(c.violation_step, 0u);
  EXPECT_EQ(c.steps.at(c.violation_step - 1).pml_line, 7u);
  // `shared_count` is C outside the state vector, named without now.: spin -a takes the step
  // for local; it is marked global (pan.t's 7th settr argument), so the reduction stays on soundly.
  EXPECT_EQ(read_verification(dir / "verification.xml").cc_flags.find("-DNOREDUCE"), std::string::npos);
  EXPECT_NE(read_file(dir / "pan.t").find("\"{c_code2}\", 1, "), std::string::npos);
}

TEST_F(Verify, SpinRejectsTheModel) {
  model("syntax_error");
  auto r = run_verify();
  EXPECT_EQ(r.code, 3);
  EXPECT_NE(r.out.find("spin rejected"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("model.pml:4, Error: syntax error"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("0 errors"), std::string::npos);
  EXPECT_FALSE(fs::exists(dir / "verification.xml"));
}

TEST_F(Verify, MissingSpinSaysRunBootstrap) {
  model("lost_update");
  ProcessOptions o;
  o.env = {{"PATH", dir.string()}};
  auto r = mokert({"verify", dir.string()}, o);
  EXPECT_EQ(r.code, 3);
  EXPECT_NE(r.out.find("scripts/bootstrap"), std::string::npos) << r.out;
}

TEST_F(Verify, MemoryLimitIsIncompleteNotZeroErrors) {
  model("wide");
  auto r = run_verify({"--memlim", "1"});
  EXPECT_EQ(r.code, 3) << r.out;
  EXPECT_NE(r.out.find("INCOMPLETE"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("out of memory"), std::string::npos) << r.out;
  auto v = read_verification(dir / "verification.xml");
  EXPECT_FALSE(v.complete);
}

TEST_F(Verify, DepthLimitIsIncompleteAndGrowsWhenNotFixed) {
  model("wide");
  auto r = run_verify({"--depth", "50"});
  EXPECT_EQ(r.code, 3) << r.out;
  EXPECT_NE(r.out.find("depth limit"), std::string::npos) << r.out;
  EXPECT_FALSE(read_verification(dir / "verification.xml").complete);
}

TEST_F(Verify, BitstateIsNeverComplete) {
  model("locked");
  auto r = run_verify({"--bitstate"});
  EXPECT_EQ(r.code, 3) << r.out;
  EXPECT_NE(r.out.find("bitstate"), std::string::npos) << r.out;
}

TEST_F(Verify, ForeignAndTruncatedTrails) {
  // A trail of multi_assert replayed against lost_update.
  fs::path other = dir / "other";
  fs::create_directories(other);
  fs::copy_file(kModels / "multi_assert.pml", other / "model.pml");
  ASSERT_EQ(mokert({"verify", other.string()}).code, 1);
  model("lost_update");
  ASSERT_EQ(run_verify().code, 1);
  auto foreign = mokert({"verify", dir.string(), "--trail", (other / "model.pml.trail").string(), "--number", "5"});
  EXPECT_EQ(foreign.code, 2) << foreign.out;
  EXPECT_NE(foreign.out.find("another model"), std::string::npos) << foreign.out;
  EXPECT_FALSE(fs::exists(dir / "cex-5.xml"));
  // Cut mid-line.
  std::string trail = read_file(dir / "model.pml.trail");
  write_file_atomic(dir / "cut.trail", trail.substr(0, trail.size() / 2 + 1));
  auto cut = mokert({"verify", dir.string(), "--trail", (dir / "cut.trail").string()});
  EXPECT_EQ(cut.code, 2) << cut.out;
  EXPECT_NE(cut.out.find("truncated"), std::string::npos) << cut.out;
  // Cut at a line end: verify recorded an assertion for this trail, the replay must reach it.
  size_t third = 0;
  for (int i = 0; i < 4; ++i) third = trail.find('\n', third) + 1;
  write_file_atomic(dir / "model.pml.trail", trail.substr(0, third));
  auto short_run = mokert({"verify", dir.string(), "--trail", (dir / "model.pml.trail").string()});
  EXPECT_EQ(short_run.code, 2) << short_run.out;
  EXPECT_NE(short_run.out.find("does not reach the violation"), std::string::npos) << short_run.out;
  // The intact trail replays into the same counterexample.
  write_file_atomic(dir / "model.pml.trail", trail);
  auto again = mokert({"verify", dir.string(), "--trail", (dir / "model.pml.trail").string(), "--number", "2"});
  EXPECT_EQ(again.code, 1) << again.out;
  EXPECT_EQ(read_counterexample(dir / "cex-2.xml").steps.size(), read_counterexample(dir / "cex-1.xml").steps.size());
}

TEST_F(Verify, UsageErrors) {
  EXPECT_EQ(mokert({"verify"}).code, 2);
  EXPECT_EQ(mokert({"verify", dir.string()}).code, 2);  // no model.pml
  model("locked");
  EXPECT_EQ(run_verify({"--depth", "x"}).code, 2);
  EXPECT_EQ(run_verify({"--frobnicate"}).code, 2);
}

// An `if`/`else` on one C line, in a model with embedded C (verify replays with pan -r, which
// prints the else guard with the first option's line): the trace shows the else as false.
TEST_F(Verify, ElseOnTheSameCLineIsShownFalse) {
  model("else_branch");
  LineMap map = read_linemap(dir / "model.map.xml");
  for (auto& e : map.entries)
    if (e.pml_line == 10 || e.pml_line == 12) {
      e.kind = StmtKind::Condition;
      e.branch = e.pml_line == 10 ? "true" : "false";
      e.c_text = "ready";
    }
  write_linemap(map, dir / "model.map.xml");
  auto r = run_verify();
  ASSERT_EQ(r.code, 1) << r.out;
  auto c = read_counterexample(dir / "cex-1.xml");
  bool seen = false;
  for (const auto& s : c.steps)
    if (s.statement == "else") {
      seen = true;
      EXPECT_EQ(s.pml_line, 12u);
      ASSERT_TRUE(s.c.has_value());
      EXPECT_EQ(s.c->branch, "false");
    }
  EXPECT_TRUE(seen);
  auto t = mokert({"trace", dir.string()});
  EXPECT_EQ(t.code, 0) << t.out;
  EXPECT_NE(t.out.find("else_branch.c:4  (ready) false"), std::string::npos) << t.out;
  EXPECT_EQ(t.out.find("(ready) true"), std::string::npos) << t.out;
}

// SV-COMP style: thread2 starts on thread1's pid after thread1 ended; the inputs are choices.
TEST_F(Verify, ReusedPidIsANewThreadAndChosenValuesAreRecorded) {
  model("reused_pid");
  LineMap map = read_linemap(dir / "model.map.xml");
  for (auto& e : map.entries) {
    if (e.pml_line == 8) e.nondet = "v";
    if (e.pml_line == 14) e.nondet = "w";
  }
  write_linemap(map, dir / "model.map.xml");
  auto r = run_verify();
  ASSERT_EQ(r.code, 1) << r.out;
  auto c = read_counterexample(dir / "cex-1.xml");
  std::set<std::pair<std::string, unsigned>> threads;
  int pid1 = -1, pid2 = -2;
  for (const auto& t : c.threads) {
    threads.insert({t.proctype, t.creation});
    if (t.proctype == "thread1") pid1 = t.pid;
    if (t.proctype == "thread2") pid2 = t.pid;
  }
  EXPECT_TRUE(threads.count({"thread1", 1u}));
  EXPECT_TRUE(threads.count({"thread2", 2u}));
  EXPECT_EQ(pid1, pid2);
  std::string v, w;
  for (const auto& s : c.steps)
    for (const auto& fv : s.values) (fv.name == "v" ? v : w) = fv.value;
  EXPECT_EQ(v, "2");  // the only values that violate !(data == 2 && w == 3)
  EXPECT_EQ(w, "3");
  auto t = mokert({"trace", dir.string()});
  EXPECT_NE(t.out.find("thread2(1) run 2"), std::string::npos) << t.out;
  EXPECT_NE(t.out.find("[w := 3]"), std::string::npos) << t.out;
}

} // namespace
} // namespace mokert
