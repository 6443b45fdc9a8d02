// Exact trail mapping (an `else` on the same C line as its `if`), thread identity across a
// reused pid, forced values, and the interleaving key `mokert run --all` deduplicates by.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "map_from_comments.hpp"
#include "mokert/checker.hpp"
#include "mokert/files.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

std::string data(const std::string& name) { return read_file(std::string(MOKERT_TEST_DATA) + "/" + name); }
const fs::path kModels = MOKERT_TEST_MODELS;

// else_branch.pml: lines 10 and 12 are the two guards of C line 4's `if`.
LineMap else_branch_map() {
  LineMap map = test::map_from_comments(kModels / "else_branch.pml", kModels / "else_branch.c");
  for (auto& e : map.entries) {
    if (e.pml_line == 10 || e.pml_line == 12) {
      e.kind = StmtKind::Condition;
      e.branch = e.pml_line == 10 ? "true" : "false";
      e.c_text = "ready";
    }
  }
  return map;
}

const CexStep& step_with(const Counterexample& c, const std::string& statement) {
  auto it = std::find_if(c.steps.begin(), c.steps.end(), [&](const CexStep& s) { return s.statement == statement; });
  if (it == c.steps.end()) throw std::runtime_error("no step " + statement);
  return *it;
}

TEST(ExactMapping, PanReplayAloneMisplacesTheElse) {
  // What the fix is for: pan -r prints the else guard with the first option's line.
  TrailReplay pan = parse_pan_replay(data("else_branch.pan-r.txt"), {});
  auto it = std::find_if(pan.steps.begin(), pan.steps.end(), [](const TrailStep& s) { return s.statement == "else"; });
  ASSERT_NE(it, pan.steps.end());
  EXPECT_EQ(it->line, 10u);
}

TEST(ExactMapping, ElseIsTheFalseBranchOfTheSameCLine) {
  TrailReplay pan = parse_pan_replay(data("else_branch.pan-r.txt"), {});
  name_pan_steps(pan, parse_spin_replay(data("else_branch.spin-t.txt")));
  Counterexample c = build_counterexample(pan, else_branch_map(), "model.pml", 1, "model.pml.trail");
  const CexStep& e = step_with(c, "else");
  EXPECT_EQ(e.pml_line, 12u);
  ASSERT_TRUE(e.c.has_value());
  EXPECT_EQ(e.c->c.line, 4u);
  EXPECT_EQ(e.c->branch, "false");
  std::string text = format_trace_text(c);
  EXPECT_NE(text.find("else_branch.c:4  (ready) false"), std::string::npos) << text;
  EXPECT_EQ(text.find("(ready) true"), std::string::npos) << text;
  EXPECT_NE(format_trace_json(c).find("\"branch\": false"), std::string::npos);
  // The branch taken is followed by its own statement (v = -1), pml line 13.
  EXPECT_EQ(step_with(c, "v = -(1)").pml_line, 13u);
}

TEST(ExactMapping, SpinReplayGivesTheElseLine) {
  TrailReplay spin = parse_spin_replay(data("else_branch.spin-t.txt"));
  Counterexample c = build_counterexample(spin, else_branch_map(), "model.pml", 1, "model.pml.trail");
  EXPECT_EQ(step_with(c, "else").c->branch, "false");
}

TEST(ExactMapping, PanStepsWithoutASpinCounterpartKeepTheirLines) {
  TrailReplay pan = parse_pan_replay(data("else_branch.pan-r.txt"), {});
  TrailReplay empty;
  const auto before = pan.steps;
  name_pan_steps(pan, empty);
  ASSERT_EQ(pan.steps.size(), before.size());
  for (size_t i = 0; i < before.size(); ++i) EXPECT_EQ(pan.steps[i].line, before[i].line);
}

// pan -r prints neither a failing assertion nor the atomic unlock before it, and counts that
// sequence as one depth; spin -t prints all three. The failing thread must move last.
TEST(ExactMapping, AssertionPanDoesNotPrintIsTheLastStep) {
  const std::string pan_text =
      "  1:\tproc  0 (p_main) model.pml:52 (state 5)\t[t1 = run p_audit()]\n"
      "  2:\tproc  1 (p_audit) model.pml:41 (state 13)\t[(((ly==0)||(ly==255)))]\n"
      "  3:\tproc  1 (p_audit) model.pml:42 (state 14)\t[ Pp_audit->sy = now.y; ]\n"
      "pan:1: assertion violated ((sx+sy)==10) (at depth 4)\n"
      "spin: trail ends after 4 steps\n"
      "#processes 2:\n"
      "  4:\tproc 1 (p_audit)  model.pml:43 (state 17) (invalid end state)\n";
  const std::string spin_text =
      "Starting p_audit with pid 1\n"
      "  1:\tproc  0 (p_main:1) model.pml:52 (state 1)\t[t1 = run p_audit()]\n"
      "  2:\tproc  1 (p_audit:1) model.pml:41 (state 13)\t[(((ly==0)||(ly==255)))]\n"
      "  3:\tproc  1 (p_audit:1) model.pml:42 (state 14)\t[{c_code4}]\n"
      "  4:\tproc  1 (p_audit:1) model.pml:43 (state 15)\t[assert((ly==(_pid+1)))]\n"
      "  5:\tproc  1 (p_audit:1) model.pml:43 (state 16)\t[ly = 0]\n"
      "spin: model.pml:44, Error: assertion violated\n"
      "spin: text of failed assertion: assert(((sx+sy)==10))\n"
      "  6:\tproc  1 (p_audit:1) model.pml:44 (state 17)\t[assert(((sx+sy)==10))]\n"
      "spin: trail ends after 6 steps\n"
      "#processes: 2\n";
  TrailReplay pan = parse_pan_replay(pan_text, {});
  ASSERT_EQ(pan.steps.size(), 3u);
  EXPECT_EQ(pan.violation_step, 0u);
  name_pan_steps(pan, parse_spin_replay(spin_text));
  ASSERT_EQ(pan.steps.size(), 6u);
  EXPECT_EQ(pan.steps[3].line, 43u);
  EXPECT_EQ(pan.steps[5].line, 44u);
  EXPECT_EQ(pan.steps[5].statement, "assert(((sx+sy)==10))");
  EXPECT_EQ(pan.steps[5].creation, 1u);
  EXPECT_EQ(pan.violation_step, 6u);
  EXPECT_EQ(pan.message, "assertion violated ((sx+sy)==10)");
}

// reused_pid.pml: thread1 (pid 1) ends, thread2 is started on pid 1.
LineMap reused_pid_map() {
  LineMap map = test::map_from_comments(kModels / "reused_pid.pml", kModels / "reused_pid.c");
  for (auto& e : map.entries) {
    if (e.pml_line == 8) e.nondet = "v";
    if (e.pml_line == 14) e.nondet = "w";
  }
  return map;
}

Counterexample reused_pid_cex() {
  return build_counterexample(parse_spin_replay(data("reused_pid.spin-t.txt")), reused_pid_map(), "model.pml", 1,
                              "model.pml.trail");
}

TEST(ThreadIdentity, CreationIndexFromStartingLines) {
  TrailReplay r = parse_spin_replay(data("reused_pid.spin-t.txt"));
  for (const auto& s : r.steps) {
    unsigned want = s.proctype == "thread1" ? 1u : s.proctype == "thread2" ? 2u : 0u;
    EXPECT_EQ(s.creation, want) << s.number << " " << s.proctype;
  }
}

TEST(ThreadIdentity, AReusedPidIsANewThread) {
  Counterexample c = reused_pid_cex();
  ASSERT_EQ(c.threads.size(), 3u);
  const CexThread* t1 = nullptr;
  const CexThread* t2 = nullptr;
  for (const auto& t : c.threads) {
    if (t.proctype == "thread1") t1 = &t;
    if (t.proctype == "thread2") t2 = &t;
  }
  ASSERT_TRUE(t1 && t2);
  EXPECT_EQ(t1->pid, t2->pid);
  EXPECT_EQ(t1->creation, 1u);
  EXPECT_EQ(t2->creation, 2u);
  EXPECT_EQ(t2->function, "thread2");
  // thread2's first step is a switch although its pid is the one that ran before.
  const CexStep& first2 = *std::find_if(c.steps.begin(), c.steps.end(),
                                        [](const CexStep& s) { return s.proctype == "thread2"; });
  EXPECT_TRUE(first2.switch_before);
  std::string text = format_trace_text(c);
  EXPECT_NE(text.find("thread1(1) run 1"), std::string::npos) << text;
  EXPECT_NE(text.find("thread2(1) run 2"), std::string::npos) << text;
}

TEST(ThreadIdentity, NeverClaimShiftsThePid) {
  // With a claim, "Starting P with pid N" names SPIN's internal pid; steps print N - 1.
  const char* out =
      "starting claim 2\n"
      "Starting t1 with pid 2\n"
      "  2:\tproc  0 (:init::1) model.pml:3 (state 1)\t[(run t1())]\n"
      "  4:\tproc  1 (t1:1) model.pml:2 (state 1)\t[x = (x+1)]\n"
      "spin: trail ends after 4 steps\n";
  TrailReplay r = parse_spin_replay(out);
  ASSERT_EQ(r.steps.size(), 2u);
  EXPECT_EQ(r.steps[1].pid, 1);
  EXPECT_EQ(r.steps[1].creation, 1u);
}

// Every `run` is a start in SPIN's order, also of a process that never takes a step (a worker
// created first and never run): the replay's creation order comes from these, not from steps.
TEST(ThreadIdentity, StartsAreRecordedInOrderWithTheStepThatRanThem) {
  const std::string spin_text =
      "Starting p_worker with pid 1\n"
      "  1:\tproc  0 (p_main:1) model.pml:51 (state 4)\t[mokert_newpid = run p_worker()]\n"
      "Starting p_worker with pid 2\n"
      "  2:\tproc  0 (p_main:1) model.pml:52 (state 15)\t[mokert_newpid = run p_worker()]\n"
      "  3:\tproc  2 (p_worker:1) model.pml:32 (state 1)\t[((start>0))]\n"
      "  4:\tproc  2 (p_worker:1) model.pml:33 (state 2)\t[ready = 1]\n"
      "spin: trail ends after 4 steps\n";
  TrailReplay r = parse_spin_replay(spin_text);
  ASSERT_EQ(r.starts.size(), 2u);
  EXPECT_EQ(r.starts[0].pid, 1);
  EXPECT_EQ(r.starts[0].proctype, "p_worker");
  EXPECT_EQ(r.starts[0].creation, 1u);
  EXPECT_EQ(r.starts[0].step, 1u);
  EXPECT_EQ(r.starts[1].pid, 2);
  EXPECT_EQ(r.starts[1].creation, 2u);
  EXPECT_EQ(r.starts[1].step, 2u);
  // The map knows p_worker's lines: both starts name worker, the never-run one too.
  LineMap map{"model.pml", {}, {}, {}};
  MapEntry e;
  e.pml_line = 33;
  e.proctype = "p_worker";
  e.function = "worker";
  e.c.file = "w.c";
  e.c.line = 5;
  map.entries.push_back(e);
  Counterexample c = build_counterexample(r, map, "model.pml", 1, "model.pml.trail");
  ASSERT_EQ(c.starts.size(), 2u);
  EXPECT_EQ(c.starts[0].function, "worker");
  EXPECT_EQ(c.starts[1].function, "worker");
  EXPECT_EQ(c.starts[0].step, 1u);
  // pan -r prints no starts: each is placed at the pan step named by the spin step that ran it.
  const std::string pan_text =
      "  1:\tproc  0 (p_main) model.pml:51 (state 7)\t[ now.mokert_argv[1] = 0; ]\n"
      "  2:\tproc  0 (p_main) model.pml:52 (state 18)\t[ now.mokert_argv[2] = 0; ]\n"
      "  3:\tproc  2 (p_worker) model.pml:32 (state 6)\t[((start>0))]\n"
      "  4:\tproc  2 (p_worker) model.pml:33 (state 9)\t[ now.ready = 1; ]\n"
      "spin: trail ends after 4 steps\n";
  TrailReplay pan = parse_pan_replay(pan_text, {});
  EXPECT_TRUE(pan.starts.empty());
  name_pan_steps(pan, r);
  ASSERT_EQ(pan.starts.size(), 2u);
  EXPECT_EQ(pan.starts[0].step, 1u);
  EXPECT_EQ(pan.starts[1].step, 2u);
  EXPECT_EQ(pan.starts[1].pid, 2);
}

TEST(ThreadIdentity, PanReplayWithAClaimTakesSpinsPidsAndCreations) {
  TrailReplay pan = parse_pan_replay(data("c_claim.pan-r.txt"), {"small"});
  ASSERT_FALSE(pan.steps.empty());
  bool shifted = false;  // pan -r counts the claim as pid 0
  for (const auto& s : pan.steps) shifted |= s.proctype == "t1" && s.pid == 2;
  EXPECT_TRUE(shifted);
  name_pan_steps(pan, parse_spin_replay(data("c_claim.spin-t.txt")));
  unsigned t1_steps = 0;
  for (const auto& s : pan.steps) {
    if (s.proctype == ":init:") {
      EXPECT_EQ(s.pid, 0) << s.number;
      EXPECT_EQ(s.creation, 0u) << s.number;
    } else {
      ++t1_steps;
      EXPECT_EQ(s.pid, 1) << s.number;
      EXPECT_EQ(s.creation, s.number < 12 ? 1u : 2u) << s.number;
      if (s.statement == "else") {
        EXPECT_EQ(s.line, 10u) << s.number;
      }
    }
  }
  EXPECT_EQ(t1_steps, 6u);
}

TEST(ForcedValues, ChosenValuesRecordedAtNondetSteps) {
  Counterexample c = reused_pid_cex();
  const CexStep& v = step_with(c, "v = 2");
  ASSERT_EQ(v.values.size(), 1u);
  EXPECT_EQ(v.values[0].name, "v");
  EXPECT_EQ(v.values[0].value, "2");
  const CexStep& w = step_with(c, "w = 3");
  ASSERT_EQ(w.values.size(), 1u);
  EXPECT_EQ(w.values[0].name, "w");
  EXPECT_EQ(w.values[0].value, "3");
  // Steps without `nondet` carry none, even when they assign (data = v).
  EXPECT_TRUE(step_with(c, "data = v").values.empty());
  EXPECT_NE(format_trace_text(c).find("[v := 2]"), std::string::npos);
  EXPECT_NE(format_trace_json(c).find("\"values\": {\"w\": \"3\"}"), std::string::npos);
}

TEST(ForcedValues, ASelectLoopGivesOneValueOnItsLastStep) {
  // A choice that takes several steps on one line (select over a wide range), interleaved
  // with another thread: one value, the last one, on the thread's last step of that line.
  TrailReplay r;
  r.ended = true;
  auto step = [&](unsigned n, int pid, unsigned line, std::vector<std::pair<std::string, std::string>> a) {
    TrailStep s;
    s.number = n;
    s.pid = pid;
    s.proctype = pid == 1 ? "thread1" : "thread2";
    s.creation = static_cast<unsigned>(pid);
    s.file = "model.pml";
    s.line = line;
    s.statement = "s" + std::to_string(n);
    s.assigned = std::move(a);
    r.steps.push_back(s);
  };
  step(1, 1, 8, {{"thread1(1):v", "0"}});
  step(2, 1, 8, {{"thread1(1):v", "1"}});
  step(3, 2, 14, {{"thread2(2):w", "3"}});
  step(4, 1, 8, {{"thread1(1):v", "2"}});
  step(5, 1, 9, {{"data", "2"}});
  Counterexample c = build_counterexample(r, reused_pid_map(), "model.pml", 1, "t");
  ASSERT_EQ(c.steps.size(), 5u);
  EXPECT_TRUE(c.steps[0].values.empty());
  EXPECT_TRUE(c.steps[1].values.empty());
  ASSERT_EQ(c.steps[2].values.size(), 1u);
  EXPECT_EQ(c.steps[2].values[0].value, "3");
  ASSERT_EQ(c.steps[3].values.size(), 1u);
  EXPECT_EQ(c.steps[3].values[0].name, "v");
  EXPECT_EQ(c.steps[3].values[0].value, "2");
  EXPECT_TRUE(c.steps[4].values.empty());
}

TEST(ForcedValues, ALoopReadingAnInputGivesOneValuePerPass) {
  // `do { v = __VERIFIER_nondet_int(); ... } while (...)` as pan -r prints it: a pass of the
  // select is its increments (printed as their guard) and its break; spin -g -l prints the
  // variable only when it changes, so a pass that keeps the value, or a fresh process's first
  // pass that takes 0, prints nothing. Each pass gets the value the variable holds, in order.
  // Before, only the passes that printed an assignment had a value (27_Boop: one of 1108).
  TrailReplay r;
  r.ended = true;
  auto step = [&](int pid, unsigned creation, unsigned line, const std::string& statement,
                  std::vector<std::pair<std::string, std::string>> a = {}) {
    TrailStep s;
    s.number = static_cast<unsigned>(r.steps.size() + 1);
    s.pid = pid;
    s.proctype = "thread1";
    s.creation = creation;
    s.file = "model.pml";
    s.line = line;
    s.statement = statement;
    s.assigned = std::move(a);
    r.steps.push_back(s);
  };
  step(1, 1, 8, "goto :b0");                                     // pass 1: 0, nothing printed
  step(1, 1, 9, "data = v");
  step(1, 1, 8, "((mk_t1<2))", {{"thread1(1):mk_t1", "1"}});   // pass 2: 1
  step(1, 1, 8, "goto :b0");
  step(1, 1, 9, "data = v");
  step(1, 1, 8, "goto :b0");                                     // pass 3: 1 again, nothing printed
  step(1, 1, 9, "data = v");
  step(1, 3, 8, "goto :b0");  // a later process on pid 1: its local starts at 0
  std::vector<std::string> got;
  Counterexample c = build_counterexample(r, reused_pid_map(), "model.pml", 1, "t");
  for (const auto& s : c.steps)
    for (const auto& v : s.values) got.push_back(v.name + "=" + v.value);
  EXPECT_EQ(got, (std::vector<std::string>{"v=0", "v=1", "v=1", "v=0"}));
  // Each on the pass's last step (the break), so the mapper gives them out in the thread's order.
  EXPECT_EQ(c.steps[0].values.size(), 1u);
  EXPECT_TRUE(c.steps[2].values.empty());
  EXPECT_EQ(c.steps[3].values.size(), 1u);
}

// cmem.pml's signal as the trail really has it: pan runs each `mokert_cbit++` merged into its
// guard, and spin -t, which cannot read the bits c_code copied, prints no value for it. Waiters
// pid 1 and pid 2 (bits 6): the signal of pid 0 passes over the free bit 0 and over pid 1 (the
// inner choice) and wakes pid 2; a second signal wakes pid 1. Before, both named pid 0.
TEST(SignalChoice, CDataSignalCountsTheMergedIncrements) {
  TrailReplay r;
  r.ended = true;
  auto step = [&](int pid, unsigned creation, unsigned line, const std::string& statement) {
    TrailStep s;
    s.number = static_cast<unsigned>(r.steps.size() + 1);
    s.pid = pid;
    s.proctype = pid == 0 ? "p_main" : "p_worker";
    s.creation = creation;
    s.file = "model.pml";
    s.line = line;
    s.statement = statement;
    r.steps.push_back(s);
  };
  step(1, 1, 20, "(*(unsigned int *)&(q->cv)) |= 1u << (((P0 *)_this)->_pid);");
  step(2, 2, 20, "(*(unsigned int *)&(q->cv)) |= 1u << (((P0 *)_this)->_pid);");
  step(0, 0, 32, "now.mokert_cbits = (*(unsigned int *)&(q->cv));");
  step(0, 0, 32, "mokert_cbit = 0");
  step(0, 0, 32, "(((mokert_cbits!=0)&&((mokert_cbits&(1<<mokert_cbit))==0)))");
  step(0, 0, 32, "(((mokert_cbits!=0)&&((mokert_cbits&(1<<mokert_cbit))!=0)))");
  step(0, 0, 32, "(((mokert_cbits>>(mokert_cbit+1))!=0))");
  step(0, 0, 32, "(((mokert_cbits!=0)&&((mokert_cbits&(1<<mokert_cbit))!=0)))");
  step(0, 0, 32, "(*(unsigned int *)&(q->cv)) &= ~(1u << now.mokert_cbit);");
  step(0, 0, 32, "mokert_cbit = 0");
  step(0, 0, 32, "mokert_cbits = 0");
  step(0, 0, 33, "now.mokert_cbits = (*(unsigned int *)&(q->cv));");
  step(0, 0, 33, "mokert_cbit = 0");
  step(0, 0, 33, "(((mokert_cbits!=0)&&((mokert_cbits&(1<<mokert_cbit))==0)))");
  step(0, 0, 33, "(((mokert_cbits!=0)&&((mokert_cbits&(1<<mokert_cbit))!=0)))");
  step(0, 0, 33, "(*(unsigned int *)&(q->cv)) &= ~(1u << now.mokert_cbit);");
  step(0, 0, 33, "mokert_cbit = 0");
  LineMap map{"model.pml", {}, {}, {}};
  auto add = [&](unsigned pml, unsigned c_line, const std::string& text, const std::string& proctype) {
    MapEntry e;
    e.pml_line = pml;
    e.proctype = proctype;
    e.function = proctype.substr(2);
    e.c.file = "w.c";
    e.c.line = e.c.end_line = c_line;
    e.c.col = 2;
    e.kind = StmtKind::Call;
    e.c_text = text;
    map.entries.push_back(e);
  };
  add(20, 5, "pthread_cond_wait(&q->cv,&q->m);", "p_worker");
  add(32, 11, "pthread_cond_signal(&q->cv);", "p_main");
  add(33, 12, "pthread_cond_signal(&q->cv);", "p_main");
  Counterexample c = build_counterexample(r, map, "model.pml", 1, "t");
  std::vector<const CexStep*> wakes;
  for (const auto& st : c.steps)
    if (st.wake) wakes.push_back(&st);
  ASSERT_EQ(wakes.size(), 2u);
  EXPECT_EQ(wakes[0]->wake->pid, 2);
  EXPECT_EQ(wakes[0]->wake->creation, 2u);
  EXPECT_EQ(wakes[1]->wake->pid, 1);
  EXPECT_EQ(wakes[1]->wake->creation, 1u);
}

// pthread.pml's signal as spin -t -p -g prints it: the scan over the waiters' bits, the chosen
// one's bit cleared. Waiters: pid 2 and pid 3 (bits 4 and 8); the signal of pid 1 passes over
// pid 2 and wakes pid 3, the one a runtime waking the longest waiter would not pick.
TEST(SignalChoice, TheWaiterTheModelWokeIsRecorded) {
  TrailReplay r;
  r.ended = true;
  auto step = [&](int pid, unsigned creation, unsigned line, const std::string& statement,
                  std::vector<std::pair<std::string, std::string>> a = {}) {
    TrailStep s;
    s.number = static_cast<unsigned>(r.steps.size() + 1);
    s.pid = pid;
    s.proctype = "p_worker";
    s.creation = creation;
    s.file = "model.pml";
    s.line = line;
    s.statement = statement;
    s.assigned = std::move(a);
    r.steps.push_back(s);
  };
  step(2, 2, 20, "changed = (changed|(1<<_pid))", {{"changed", "4"}});
  step(3, 3, 20, "changed = (changed|(1<<_pid))", {{"changed", "12"}});
  step(1, 1, 30, "mokert_bit = 0");
  step(1, 1, 30, "(((changed!=0)&&((changed&(1<<mokert_bit))==0)))");
  step(1, 1, 30, "mokert_bit = (mokert_bit+1)", {{"mokert_bit", "1"}});
  step(1, 1, 30, "(((changed!=0)&&((changed&(1<<mokert_bit))==0)))");
  step(1, 1, 30, "mokert_bit = (mokert_bit+1)", {{"mokert_bit", "2"}});
  step(1, 1, 30, "(((changed!=0)&&((changed&(1<<mokert_bit))!=0)))");
  step(1, 1, 30, "(((changed>>(mokert_bit+1))!=0))");
  step(1, 1, 30, "mokert_bit = (mokert_bit+1)", {{"mokert_bit", "3"}});
  step(1, 1, 30, "(((changed!=0)&&((changed&(1<<mokert_bit))!=0)))");
  step(1, 1, 30, "changed = (changed&~((1<<mokert_bit)))", {{"changed", "4"}});
  step(1, 1, 30, "break");
  step(1, 1, 30, "mokert_bit = 0", {{"mokert_bit", "0"}});
  // A second signal with nobody waiting on its variable is lost: recorded as pid -1.
  step(1, 1, 31, "mokert_bit = 0");
  step(1, 1, 31, "((other==0))");
  step(1, 1, 31, "mokert_bit = 0");
  // cmem.pml's signal, for a condition variable in C data: the same scan with mokert_cbit.
  step(1, 1, 32, "now.mokert_cbits = (*(unsigned int *)&(q->cv));", {{"mokert_cbits", "4"}});
  step(1, 1, 32, "mokert_cbit = 0");
  step(1, 1, 32, "(((mokert_cbits!=0)&&((mokert_cbits&(1<<mokert_cbit))==0)))");
  step(1, 1, 32, "mokert_cbit = (mokert_cbit+1)", {{"mokert_cbit", "1"}});
  step(1, 1, 32, "(((mokert_cbits!=0)&&((mokert_cbits&(1<<mokert_cbit))==0)))");
  step(1, 1, 32, "mokert_cbit = (mokert_cbit+1)", {{"mokert_cbit", "2"}});
  step(1, 1, 32, "(*(unsigned int *)&(q->cv)) &= ~(1u << now.mokert_cbit);");
  step(1, 1, 32, "mokert_cbit = 0", {{"mokert_cbit", "0"}});
  LineMap map{"model.pml", {}, {}, {}};
  auto add = [&](unsigned pml, unsigned c_line, const std::string& text) {
    MapEntry e;
    e.pml_line = pml;
    e.proctype = "p_worker";
    e.function = "worker";
    e.c.file = "w.c";
    e.c.line = e.c.end_line = c_line;
    e.c.col = 2;
    e.kind = StmtKind::Call;
    e.c_text = text;
    map.entries.push_back(e);
  };
  add(20, 5, "pthread_cond_wait(&changed,&m);");
  add(30, 9, "pthread_cond_signal(&changed);");
  add(31, 10, "pthread_cond_signal(&other);");
  add(32, 11, "pthread_cond_signal(&q->cv);");
  Counterexample c = build_counterexample(r, map, "model.pml", 1, "t");
  std::vector<const CexStep*> wakes;
  for (const auto& st : c.steps)
    if (st.wake) wakes.push_back(&st);
  ASSERT_EQ(wakes.size(), 3u);
  EXPECT_EQ(wakes[0]->statement, "changed = (changed&~((1<<mokert_bit)))");
  EXPECT_EQ(wakes[0]->wake->pid, 3);
  EXPECT_EQ(wakes[0]->wake->creation, 3u);
  EXPECT_EQ(wakes[1]->statement, "mokert_bit = 0");
  EXPECT_EQ(wakes[1]->wake->pid, -1);
  EXPECT_EQ(wakes[2]->wake->pid, 2);
  EXPECT_EQ(wakes[2]->wake->creation, 2u);

  // cex-N.xml keeps it.
  test::TestFolder dir("wake");
  write_counterexample(c, dir.path() / "cex-1.xml");
  Counterexample back = read_counterexample(dir.path() / "cex-1.xml");
  ASSERT_EQ(back.steps.size(), c.steps.size());
  for (size_t i = 0; i < c.steps.size(); ++i) {
    ASSERT_EQ(back.steps[i].wake.has_value(), c.steps[i].wake.has_value()) << i;
    if (c.steps[i].wake) {
      EXPECT_EQ(back.steps[i].wake->pid, c.steps[i].wake->pid);
      EXPECT_EQ(back.steps[i].wake->creation, c.steps[i].wake->creation);
    }
  }
}

TEST(InterleavingKey, SameCInterleavingSameKey) {
  Counterexample a = reused_pid_cex();
  Counterexample b = a;
  b.number = 2;
  b.steps.erase(std::remove_if(b.steps.begin(), b.steps.end(), [](const CexStep& s) { return !s.c; }),
                b.steps.end());  // environment steps do not change the schedule
  EXPECT_EQ(interleaving_key(a), interleaving_key(b));
  Counterexample other_value = a;
  for (auto& s : other_value.steps)
    for (auto& v : s.values) v.value = "1";
  EXPECT_NE(interleaving_key(a), interleaving_key(other_value));
  Counterexample other_order = a;
  std::reverse(other_order.steps.begin(), other_order.steps.end());
  EXPECT_NE(interleaving_key(a), interleaving_key(other_order));
}

// pan -e: a precondition fails at a state, the move stays blocked, and the same state comes next as
// an invalid end state with the same steps up to it: not a deadlock of its own.
TEST(InterleavingKey, AnInvalidEndStateAtAFailedPreconditionIsItsShadow) {
  Counterexample failed = reused_pid_cex();
  size_t c_steps = 0;
  for (const auto& s : failed.steps) c_steps += s.c ? 1 : 0;
  ASSERT_GE(c_steps, 2u);
  failed.outcome = PropertyOutcome::PreconditionFalse;
  Counterexample blocked = failed;
  blocked.number = 2;
  blocked.outcome = PropertyOutcome::InvalidEndState;
  while (!blocked.steps.back().c) blocked.steps.pop_back();
  blocked.steps.pop_back();  // everything but the failing step
  EXPECT_TRUE(blocked_only_by_failed_precondition(blocked, failed));
  EXPECT_FALSE(blocked_only_by_failed_precondition(failed, blocked));
  // Two steps short: another state.
  Counterexample earlier = blocked;
  while (!earlier.steps.back().c) earlier.steps.pop_back();
  earlier.steps.pop_back();
  EXPECT_FALSE(blocked_only_by_failed_precondition(earlier, failed));
  // The same steps but another property: not pan -e's report of the failed move.
  Counterexample assertion = failed;
  assertion.outcome = PropertyOutcome::AssertionViolated;
  EXPECT_FALSE(blocked_only_by_failed_precondition(blocked, assertion));
}

// "proc 1 terminates": SPIN removed thread1 after its last step; thread2, on the same pid, did
// not end. A script's own proctype has no exit step, so this is how its end is known.
TEST(ThreadIdentity, ARemovedProcessIsMarkedTerminatedWithItsCreation) {
  TrailReplay r = parse_spin_replay(data("reused_pid.spin-t.txt"));
  ASSERT_EQ(r.terminated.size(), 1u);
  EXPECT_EQ(r.terminated[0].first, 1);
  EXPECT_EQ(r.terminated[0].second, 1u);
  Counterexample c = reused_pid_cex();
  for (const auto& t : c.threads) EXPECT_EQ(t.terminated, t.proctype == "thread1") << t.proctype;
  test::TestFolder dir("terminated");
  write_counterexample(c, dir.path() / "cex-1.xml");
  Counterexample back = read_counterexample(dir.path() / "cex-1.xml");
  ASSERT_EQ(back.threads.size(), c.threads.size());
  for (size_t i = 0; i < c.threads.size(); ++i) EXPECT_EQ(back.threads[i].terminated, c.threads[i].terminated) << i;
  // Not a step, and a look-alike is not one either.
  EXPECT_TRUE(parse_spin_replay("  3: proc 1 terminates later\n  4: proc x terminates\n").terminated.empty());
}

} // namespace
// With a never claim, SPIN 6 counts the claim in "Starting X with pid N" but not in "proc N
// terminates", which is numbered as the steps are: the set-up thread ended, the waiter that
// spins in the acceptance cycle did not (it was taken for ended, and ran on past the cycle).
TEST(ThreadIdentity, ATerminationUnderANeverClaimNamesTheProcessOfTheSteps) {
  TrailReplay r = parse_spin_replay(
      "starting claim 3\n"
      "Starting p_wait with pid 2\n"
      "  2:\tproc  0 (:init::1) model.pml:57 (state 1)\t[(run p_wait())]\n"
      "Starting p_setup with pid 3\n"
      "  3:\tproc  0 (:init::1) model.pml:57 (state 2)\t[(run p_setup())]\n"
      "  5:\tproc  2 (p_setup:1) model.pml:76 (state 1)\t[(1)]\n"
      "  9: proc 2 terminates\n"
      " 11:\tproc  1 (p_wait:1) model.pml:62 (state 1)\t[(1)]\n");
  ASSERT_EQ(r.terminated.size(), 1u);
  EXPECT_EQ(r.terminated[0].first, 2);
  EXPECT_EQ(r.terminated[0].second, 2u);  // the second `run`: p_setup
}

} // namespace mokert
