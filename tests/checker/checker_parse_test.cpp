// Parsers on SPIN 6.5 output captured by data/capture.sh from the models in models/.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <set>

#include "mokert/files.hpp"
#include "mokert/pan_output.hpp"
#include "mokert/pan_source.hpp"
#include "mokert/trail.hpp"

namespace mokert {
namespace {

std::string data(const std::string& name) { return read_file(std::string(MOKERT_TEST_DATA) + "/" + name); }

size_t first_index(const TrailReplay& r, unsigned line, int pid = -1) {
  for (size_t i = 0; i < r.steps.size(); ++i)
    if (r.steps[i].line == line && (pid < 0 || r.steps[i].pid == pid)) return i;
  return r.steps.size();
}

TEST(PanOutput, AssertionViolationWithStatistics) {
  auto p = parse_pan_output(data("lost_update.pan.txt"));
  ASSERT_EQ(p.errors.size(), 1u);
  EXPECT_EQ(p.errors[0].outcome, PropertyOutcome::AssertionViolated);
  EXPECT_EQ(p.errors[0].message, "assertion violated (count==2)");
  EXPECT_GT(p.errors[0].depth, 0u);
  EXPECT_TRUE(p.summary_seen);
  EXPECT_EQ(p.errors_total, 1u);
  EXPECT_GT(p.states_stored, 0u);
  EXPECT_EQ(p.transitions, p.states_stored + p.states_matched);
  EXPECT_GT(p.memory_mb, 0.0);
  EXPECT_FALSE(p.depth_too_small);
  EXPECT_FALSE(p.memlim_hit);
  EXPECT_FALSE(p.bitstate);
}

TEST(PanOutput, NoErrorsComplete) {
  auto p = parse_pan_output(data("locked.pan.txt"));
  EXPECT_TRUE(p.errors.empty());
  EXPECT_TRUE(p.summary_seen);
  EXPECT_EQ(p.errors_total, 0u);
  EXPECT_FALSE(p.not_completed);
  EXPECT_FALSE(p.depth_too_small);
  EXPECT_GT(p.states_stored, 10u);
  EXPECT_GT(p.depth, 0u);
}

TEST(PanOutput, EveryErrorKind) {
  EXPECT_EQ(parse_pan_output(data("ltl_cycle.pan.txt")).errors.at(0).outcome, PropertyOutcome::AcceptanceCycle);
  EXPECT_EQ(parse_pan_output(data("deadlock.pan.txt")).errors.at(0).outcome, PropertyOutcome::InvalidEndState);
  EXPECT_EQ(parse_pan_output(data("nonprogress.pan.txt")).errors.at(0).outcome, PropertyOutcome::NonProgressCycle);
  auto c = parse_pan_output(data("c_precondition.pan.txt"));
  EXPECT_EQ(c.errors.at(0).outcome, PropertyOutcome::PreconditionFalse);
  EXPECT_NE(c.errors[0].message.find("now.ready == 0"), std::string::npos);
}

TEST(PanOutput, AllErrorsNumbered) {
  auto p = parse_pan_output(data("multi_assert.all.pan.txt"));
  ASSERT_GE(p.errors.size(), 3u);
  std::set<std::string> distinct;
  for (const auto& e : p.errors) {
    EXPECT_EQ(e.outcome, PropertyOutcome::AssertionViolated);
    distinct.insert(e.message);
  }
  EXPECT_EQ(distinct, (std::set<std::string>{"assertion violated 0", "assertion violated (x==0)",
                                             "assertion violated (y==0)"}));
  EXPECT_GE(p.errors_total, p.errors.size());
  for (size_t i = 1; i < p.errors.size(); ++i) EXPECT_LT(p.errors[i - 1].number, p.errors[i].number);
}

TEST(PanOutput, DepthLimitMemoryLimitBitstate) {
  auto d = parse_pan_output(data("wide.depth.pan.txt"));
  EXPECT_TRUE(d.depth_too_small);
  EXPECT_TRUE(d.errors.empty());
  auto m = parse_pan_output(data("wide.memlim.pan.txt"));
  EXPECT_TRUE(m.memlim_hit);
  EXPECT_NE(m.memlim_text.find("bytes limit"), std::string::npos);
  EXPECT_TRUE(m.not_completed);
  EXPECT_TRUE(parse_pan_output(data("lost_update.bitstate.pan.txt")).bitstate);
}

TEST(PanOutput, GarbageYieldsNoSummary) {
  auto p = parse_pan_output("cc: fatal error\nsomething else\n");
  EXPECT_FALSE(p.summary_seen);
  EXPECT_TRUE(p.errors.empty());
}

TEST(SpinReplay, LostUpdateBothReadsBeforeEitherWrite) {
  auto r = parse_spin_replay(data("lost_update.spin-t.txt"));
  EXPECT_TRUE(r.ended);
  EXPECT_TRUE(r.error.empty());
  EXPECT_EQ(r.outcome, PropertyOutcome::AssertionViolated);
  EXPECT_EQ(r.message, "assertion violated (count==2)");
  ASSERT_FALSE(r.steps.empty());
  // Model lines: 7 tmp = count (read), 9 count = tmp (write), 17 the assert.
  size_t read1 = first_index(r, 7, 1), read2 = first_index(r, 7, 2);
  size_t write = std::min(first_index(r, 9, 1), first_index(r, 9, 2));
  ASSERT_LT(read1, r.steps.size());
  ASSERT_LT(read2, r.steps.size());
  EXPECT_LT(std::max(read1, read2), write);
  EXPECT_EQ(r.violation_step, r.steps.size());
  EXPECT_EQ(r.steps.back().line, 17u);
  EXPECT_EQ(r.steps.back().proctype, ":init:");
  EXPECT_EQ(r.steps[2].proctype, "worker");
  EXPECT_EQ(r.steps[2].file, "model.pml");
  EXPECT_EQ(r.steps[2].statement, "tmp = count");
}

TEST(SpinReplay, PanReplayGivesTheSameFileLines) {
  auto s = parse_spin_replay(data("lost_update.spin-t.txt"));
  auto p = parse_pan_replay(data("lost_update.pan-r.txt"), {});
  EXPECT_TRUE(p.ended);
  EXPECT_EQ(p.outcome, PropertyOutcome::AssertionViolated);
  // pan -r does not print the failing assert as a step; spin -t does.
  ASSERT_EQ(p.steps.size() + 1, s.steps.size());
  for (size_t i = 0; i < p.steps.size(); ++i) {
    EXPECT_EQ(p.steps[i].line, s.steps[i].line) << i;
    EXPECT_EQ(p.steps[i].pid, s.steps[i].pid) << i;
    EXPECT_EQ(p.steps[i].proctype, s.steps[i].proctype) << i;
  }
}

TEST(SpinReplay, AcceptanceCycleStartDropsClaimSteps) {
  auto r = parse_spin_replay(data("ltl_cycle.spin-t.txt"));
  EXPECT_TRUE(r.ended);
  ASSERT_FALSE(r.steps.empty());
  unsigned cycles = 0;
  for (const auto& s : r.steps) {
    EXPECT_EQ(s.proctype, "writer");
    cycles += s.cycle_start;
  }
  EXPECT_EQ(cycles, 1u);
  EXPECT_FALSE(r.steps.front().cycle_start);
}

TEST(SpinReplay, NonProgressCycle) {
  auto r = parse_spin_replay(data("nonprogress.spin-t.txt"));
  EXPECT_TRUE(r.ended);
  EXPECT_TRUE(std::any_of(r.steps.begin(), r.steps.end(), [](const TrailStep& s) { return s.cycle_start; }));
}

TEST(SpinReplay, DeadlockHasNoViolationLine) {
  auto r = parse_spin_replay(data("deadlock.spin-t.txt"));
  EXPECT_TRUE(r.ended);
  EXPECT_EQ(r.outcome, PropertyOutcome::OtherError);
  EXPECT_GE(r.steps.size(), 2u);  // the final process list is not read as steps
  for (const auto& s : r.steps) EXPECT_FALSE(s.statement.empty());
}

// After the trail spin -t lists where each process stands: where the model blocks.
TEST(SpinReplay, DeadlockListsWhereEachProcessBlocks) {
  auto r = parse_spin_replay(data("deadlock.spin-t.txt"));
  ASSERT_EQ(r.finals.size(), 2u);
  EXPECT_EQ(r.finals[0].pid, 1);
  EXPECT_EQ(r.finals[0].proctype, "q");
  EXPECT_EQ(r.finals[0].line, 14u);
  EXPECT_EQ(r.finals[1].proctype, "p");
  EXPECT_EQ(r.finals[1].line, 7u);
  EXPECT_FALSE(r.finals[0].valid_end);
  // A process at a valid end, a never claim (dropped), a second `run` on a pid.
  auto v = parse_spin_replay(
      "Starting w with pid 1\n"
      "  1:\tproc  0 (:init::1) model.pml:20 (state 1)\t[(run w())]\n"
      "spin: trail ends after 1 steps\n"
      "#processes: 2\n"
      "\t\tx = 0\n"
      "  1:\tproc  1 (w:1) model.pml:5 (state 3) <valid end state>\n"
      "  1:\tproc  0 (:init::1) model.pml:21 (state 2)\n"
      "  1:\tproc  - (never_0:1) model.pml:30 (state 4)\n"
      "2 processes created\n");
  ASSERT_EQ(v.finals.size(), 2u);
  EXPECT_TRUE(v.finals[0].valid_end);
  EXPECT_EQ(v.finals[0].creation, 1u);
  EXPECT_EQ(v.finals[1].proctype, ":init:");
  EXPECT_FALSE(v.finals[1].valid_end);
  EXPECT_EQ(v.steps.size(), 1u);
}

TEST(SpinReplay, EveryTrailOfAllRun) {
  std::set<std::string> messages;
  for (int n = 1; n <= 3; ++n) {
    auto r = parse_spin_replay(data("multi_assert.all.spin-t-" + std::to_string(n) + ".txt"));
    EXPECT_TRUE(r.ended);
    EXPECT_EQ(r.outcome, PropertyOutcome::AssertionViolated);
    EXPECT_EQ(r.violation_step, r.steps.size());
    messages.insert(r.message);
  }
  for (const auto& m : messages) EXPECT_EQ(m.rfind("assertion violated ", 0), 0u) << m;
}

TEST(SpinReplay, TruncatedTrailShowsNoViolation) {
  auto r = parse_spin_replay(data("lost_update.truncated.spin-t.txt"));
  EXPECT_EQ(r.outcome, PropertyOutcome::OtherError);
  EXPECT_LE(r.steps.size(), 3u);
}

TEST(SpinReplay, ForeignTrailIsNotReadToItsEnd) {
  auto r = parse_spin_replay(data("lost_update.wrong-trail.spin-t.txt"));
  EXPECT_FALSE(r.ended && r.error.empty() && r.outcome != PropertyOutcome::OtherError);
  EXPECT_FALSE(r.ended);
}

TEST(PanReplay, PreconditionFalseMarksTheFailingStep) {
  auto r = parse_pan_replay(data("c_precondition.pan-r.txt"), {});
  EXPECT_TRUE(r.ended);
  EXPECT_EQ(r.outcome, PropertyOutcome::PreconditionFalse);
  ASSERT_GT(r.violation_step, 0u);
  ASSERT_LE(r.violation_step, r.steps.size());
  EXPECT_EQ(r.steps[r.violation_step - 1].line, 7u);
  for (const auto& s : r.steps) EXPECT_NE(s.line, 0u);  // "-:0 [-end-]" dropped
}

// spin -a's code for a c_expr precondition (SPIN 6.5), twice in one pan.m.
TEST(PanReplay, CExprPreconditionPutsTheDepthBack) {
  const std::string pre =
      "if (!(ok())) { if (!readtrail) { depth++; trpt++; trpt->pr = II; trpt->o_t = t; trpt->st = tt; "
      "uerror(\"c_expr line 7 precondition false: ok()\"); continue; } else { printf(\"x\\n\"); } }\n";
  const std::string fixed =
      "if (!(ok())) { if (!readtrail) { depth++; trpt++; trpt->pr = II; trpt->o_t = t; trpt->st = tt; "
      "depth--; trpt--; uerror(\"c_expr line 7 precondition false: ok()\"); continue; } else { printf(\"x\\n\"); } }\n";
  EXPECT_EQ(pan_m_with_c_expr_depth_fixed("case 3:\n" + pre + pre), "case 3:\n" + fixed + fixed);
  // A c_code precondition (no raise of its own) and other text stay as they are.
  const std::string c_code = "if (!(ok())) { if (!readtrail) { uerror(\"c_code line 6 precondition false\"); continue; } }\n";
  EXPECT_EQ(pan_m_with_c_expr_depth_fixed(c_code), c_code);
  EXPECT_EQ(pan_m_with_c_expr_depth_fixed(fixed), fixed);
}

TEST(PanSource, OwnLocalsOnly) {
  EXPECT_TRUE(c_touches_only_own_locals(" Pp_worker->k < (Pp_worker->i) "));
  EXPECT_TRUE(c_touches_only_own_locals(" Pp_worker->mk_t1 = (Pp_worker->w); "));
  EXPECT_TRUE(c_touches_only_own_locals("Pp_f->x = (int)(long)Pp_f->y * 2u + 0x1f;"));
  EXPECT_TRUE(c_touches_only_own_locals("Pp_f->p = (char *)Pp_f->q;"));
  EXPECT_TRUE(c_touches_only_own_locals("Pp_f->s.a += sizeof(int) * (Pp_f->n - 1);"));
  EXPECT_TRUE(c_touches_only_own_locals("if (Pp_f->a > 1) Pp_f->b = -Pp_f->a; else Pp_f->b = 0;"));
  EXPECT_TRUE(c_touches_only_own_locals("Pp_f->p = &Pp_f->x;"));
  // Shared data, calls, dereferences, indexing, C globals: not local.
  EXPECT_FALSE(c_touches_only_own_locals("now.total = Pp_f->x;"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = total;"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = f(Pp_f->y);"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = (Pp_f->fp)(1);"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = *Pp_f->p;"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = (int)*Pp_f->p;"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = *(int *)Pp_f->p;"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = Pp_f->p->v;"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = Pp_f->a[Pp_f->i];"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = Pp_f->y * *Pp_f->p;"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = \"text\"[0];"));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_f->x = (Pp_f->y;"));
  EXPECT_FALSE(c_touches_only_own_locals("while (Pp_f->x) Pp_f->x--;"));
}

// pan.h's process structs (SPIN 6.5), cut down.
TEST(PanSource, OwnArraysFromPanH) {
  const std::string pan_h =
      "#define Pp_main\t((P1 *)_this)\n"
      "typedef struct P1 { /* p_main */\n\tunsigned _pid : 8;  /* 0..255 */\n\tint t[3];\n\tint i;\n} P1;\n"
      "#define Pp_worker\t((P0 *)_this)\n"
      "typedef struct P0 { /* p_worker */\n\tunsigned _pid : 8;  /* 0..255 */\n\tuchar buf[6];\n"
      "/* XXX p=< p_worker >, s=<p_worker>, buf=<p_worker > r->s->name=< int *q[2] >XXX */\n"
      "\t int *q[2] ;\n\t unsigned int vals[4] ;\n\tint i;\n} P0;\n";
  const OwnArrays a = own_arrays(pan_h);
  EXPECT_EQ(a.at("Pp_main"), (std::set<std::string>{"t"}));
  EXPECT_EQ(a.at("Pp_worker"), (std::set<std::string>{"buf", "vals"}));
  EXPECT_TRUE(c_touches_only_own_locals("Pp_worker->vals[Pp_worker->i] = Pp_worker->buf[Pp_worker->i + 1] * 3;", a));
  // A pointer (or an array of pointers) indexed, a field of another process's struct, an
  // element's member, two indexes: not known to be the process's own memory.
  EXPECT_FALSE(c_touches_only_own_locals("Pp_worker->i = Pp_worker->q[0];", a));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_worker->i = Pp_worker->t[0];", a));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_main->i = Pp_main->t[0].x;", a));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_main->i = Pp_main->t[0][1];", a));
  EXPECT_FALSE(c_touches_only_own_locals("Pp_worker->buf[Pp_worker->i] = 1;", {}));
}

// spin -a's pan.t, pan.c table and pan.m (SPIN 6.5), cut down to the lines that matter.
TEST(PanSource, LocalCCodeIsMarkedLocal) {
  const std::string pan_c =
      "\t{ \"c_code15\", \" Pp_w->t = (Pp_w->w); \" },\n"
      "\t{ \"c_code12\", \" Pp_w->k < (Pp_w->i) \" },\n"
      "\t{ \"c_code6\", \" Pp_w->id = (int)(long)now.argv[Pp_w->_pid]; \" },\n"
      "\t{ \"c_code7\", \" Pp_w->p = (Pp_w->q); \" },\n"
      "\t{ \"c_code8\", \" Pp_w->a = (Pp_w->b + 1)...\" },\n"
      "\t{ \"c_code9\", \" Pp_w->s = Pp_w->s * 31 + Pp_w->buf[Pp_w->i]; \" },\n"
      "\t{ \"c_code10\", \" *Pp_w->p = 1; \" },\n"
      "\t{ \"c_code1\", \" int hidden; \" },\n";
  const std::string pan_m =
      "\n\tcase 25: // STATE 11 - model.pml:49 - [({c_code12})] (0:0:0 - 1)\n\t\tIfNotBlocked\n"
      "\n\tcase 28: // STATE 19 - model.pml:55 - [{c_code15}] (0:0:0 - 2)\n"
      "\n\tcase 30: // STATE 2 - model.pml:5 - [{c_code7}] (0:0:0 - 1)\n"
      "\t\t{ if (!(ok(Pp_w->q))) { if (!readtrail) { uerror(\"c_code line 5 precondition false: x\"); } } }\n"
      "\n\tcase 31: // STATE 3 - model.pml:6 - [{c_code8}] (0:0:0 - 1)\n"
      "\n\tcase 33: // STATE 4 - model.pml:7 - [{c_code9}] (0:0:0 - 1)\n"
      "\t\t{ if (!(mokert_index_ok((long long)(Pp_w->i), 6, 1))) { if (!readtrail) { uerror(\"c_code line 7 "
      "precondition false: mokert_index_ok((long long)(Pp_w->i), 6, 1)\"); } } }\n"
      "\n\tcase 34: // STATE 5 - model.pml:8 - [{c_code10}] (0:0:0 - 1)\n\t\t/* c_code10 */\n";
  const std::string pan_t =
      "\ttrans[0][11]\t= settr(10,0,16,25,0,\"({c_code12})\", 1, 2, 0);\n"
      "\ttrans[0][19]\t= settr(18,0,21,28,28,\"{c_code15}\", 1, 2, 0);\n"
      "\ttrans[0][1]\t= settr(0,0,2,19,19,\"{c_code6}\", 1, 2, 0);\n"
      "\ttrans[0][2]\t= settr(1,0,3,30,30,\"{c_code7}\", 1, 2, 0);\n"
      "\ttrans[0][3]\t= settr(2,0,4,31,31,\"{c_code8}\", 1, 2, 0);\n"
      "\ttrans[0][4]\t= settr(3,0,5,32,32,\"total = 1\", 1, 2, 0);\n"
      "\ttrans[0][5]\t= settr(4,0,6,33,33,\"{c_code9}\", 1, 2, 0);\n"
      "\ttrans[0][6]\t= settr(5,0,7,34,34,\"{c_code10}\", 0, 2, 0);\n";
  const EmbeddedCMarks marks = mark_embedded_c(pan_t, pan_c, pan_m, {{"Pp_w", {"buf"}}});
  const std::string& out = marks.pan_t;
  // A shared cell through a pointer, which spin -a took for local: global.
  EXPECT_NE(out.find("settr(5,0,7,34,34,\"{c_code10}\", 1, 2, 0);"), std::string::npos) << out;
  // Every statement is named by its case; c_code1 is top-level C (not in pan.m).
  EXPECT_EQ(marks.unplaced, "");
  // Marks that would make a step local are not made when a claim may watch the process.
  EXPECT_NE(mark_embedded_c(pan_t, pan_c, pan_m, {{"Pp_w", {"buf"}}}, false)
                .pan_t.find("settr(10,0,16,25,0,\"({c_code12})\", 1, 2, 0);"),
            std::string::npos);
  // An own array's element, under a bound check of the process's own index.
  EXPECT_NE(out.find("settr(4,0,6,33,33,\"{c_code9}\", 0, 2, 0);"), std::string::npos) << out;
  EXPECT_EQ(mark_embedded_c(pan_t, pan_c, pan_m).pan_t.find("settr(4,0,6,33,33,\"{c_code9}\", 0, 2, 0);"),
            std::string::npos);
  EXPECT_NE(out.find("settr(10,0,16,25,0,\"({c_code12})\", 0, 2, 0);"), std::string::npos) << out;
  EXPECT_NE(out.find("settr(18,0,21,28,28,\"{c_code15}\", 0, 2, 0);"), std::string::npos) << out;
  // Shared data, a precondition, a body spin -a cut short, Promela: unchanged.
  EXPECT_NE(out.find("settr(0,0,2,19,19,\"{c_code6}\", 1, 2, 0);"), std::string::npos) << out;
  EXPECT_NE(out.find("settr(1,0,3,30,30,\"{c_code7}\", 1, 2, 0);"), std::string::npos) << out;
  EXPECT_NE(out.find("settr(2,0,4,31,31,\"{c_code8}\", 1, 2, 0);"), std::string::npos) << out;
  EXPECT_NE(out.find("settr(3,0,5,32,32,\"total = 1\", 1, 2, 0);"), std::string::npos) << out;
  EXPECT_EQ(out.size(), pan_t.size());
  // Shared C that runs in a case that does not name it (a c_expr inside a d_step).
  const std::string d_step = pan_m + "\n\tcase 40: // STATE 9 - model.pml:9 - [D_STEP5]\n\t\tif (!(( hidden > 0 )))\n";
  EXPECT_EQ(mark_embedded_c(pan_t, pan_c + "\t{ \"c_code11\", \" hidden > 0 \" },\n", d_step).unplaced, "hidden > 0");
}

TEST(PanReplay, ForeignTrailIsATrailError) {
  auto r = parse_pan_replay(data("c_precondition.wrong-trail.pan-r.txt"), {});
  EXPECT_FALSE(r.error.empty());
  EXPECT_NE(r.error.find("not found"), std::string::npos);
}

TEST(PanReplay, ClaimStepsDropped) {
  std::string text =
      "  1:\tproc  0 (eventually_set) model.pml:3 (state 5)\t[(!((flag==1)))]\n"
      "  2:\tproc  1 (writer) model.pml:5 (state 3)\t[flag = 0]\n"
      "<<<<<START OF CYCLE>>>>>\n"
      "  3:\tproc  0 (eventually_set) model.pml:8 (state 10)\t[(!((flag==1)))]\n"
      "  4:\tproc  1 (writer) model.pml:5 (state 3)\t[flag = 0]\n"
      "spin: trail ends after 4 steps\n";
  auto r = parse_pan_replay(text, {"eventually_set"});
  ASSERT_EQ(r.steps.size(), 2u);
  EXPECT_FALSE(r.steps[0].cycle_start);
  EXPECT_TRUE(r.steps[1].cycle_start);
  EXPECT_EQ(r.steps[1].proctype, "writer");
}

} // namespace
} // namespace mokert

namespace mokert {
namespace {

TEST(PanOutput, MultiCorePrefixes) {
  auto p = parse_pan_output(
      "cpu0: pan:1: assertion violated (count==2) (at depth 9)\ncpu0: pan: wrote trailfile\n"
      "State-vector 36 byte, depth reached 13, errors: 1\n");
  ASSERT_EQ(p.errors.size(), 1u);
  EXPECT_EQ(p.errors[0].message, "assertion violated (count==2)");
  EXPECT_EQ(p.errors_total, 1u);
}

} // namespace
} // namespace mokert

// pan prints whatever the model's printf says: hostile numbers and lines never throw or overflow.
TEST(PanOutput, OutOfRangeNumbersAreClampedNotThrown) {
  const std::string text =
      "pan:99999999999999999999999: assertion violated (x) (at depth 99999999999999999999999)\n"
      "State-vector 28 byte, depth reached 99999999999999999999, errors: 99999999999999999999\n"
      "  5e101 states, stored\n"
      "  -3 states, matched\n"
      "  1e-400 transitions (= stored+matched)\n"
      "  . total actual memory usage\n"
      "pan: elapsed time 1e999 seconds\n";
  mokert::PanOutput out;
  ASSERT_NO_THROW(out = mokert::parse_pan_output(text));
  ASSERT_EQ(out.errors.size(), 1u);
  EXPECT_EQ(out.errors[0].number, std::numeric_limits<unsigned>::max());
  EXPECT_EQ(out.errors[0].message, "assertion violated (x)");
  EXPECT_EQ(out.states_stored, std::numeric_limits<unsigned long long>::max());
  EXPECT_EQ(out.states_matched, 0u);
  EXPECT_EQ(out.transitions, 0u);
  EXPECT_EQ(out.memory_mb, 0);
  EXPECT_EQ(out.seconds, 0);
}

TEST(PanOutput, AMegabyteLineIsReadWithoutRecursion) {
  std::string text = "pan:1: assertion violated " + std::string(1 << 20, 'x') + " (at depth 7)\n" +
                     std::string(1 << 20, '(') + "\ncpu0: " + std::string(1 << 20, '1') + "\n";
  mokert::PanOutput out;
  ASSERT_NO_THROW(out = mokert::parse_pan_output(text));
  ASSERT_EQ(out.errors.size(), 1u);
  EXPECT_EQ(out.errors[0].depth, 7u);
}

TEST(TrailParse, HugeStatementsAndNumbersNeitherThrowNorOverflowTheStack) {
  const std::string text = "  3:\tproc  1 (worker:1) model.pml:7 (state 3)\t[" + std::string(200000, '(') + "]\n" +
                           "  99999999999999999999999:\tproc  99999999999999999999 (worker:1) model.pml:99999999999999999999"
                           " (state 3)\t[x = 1]\n" +
                           std::string(200000, 'z') + " not found\n";
  mokert::TrailReplay r;
  ASSERT_NO_THROW(r = mokert::parse_spin_replay(text));
  ASSERT_EQ(r.steps.size(), 2u);
  EXPECT_EQ(r.steps[0].statement.size(), 200000u);
  EXPECT_EQ(r.steps[1].line, std::numeric_limits<unsigned>::max());
  EXPECT_FALSE(r.error.empty());
  EXPECT_LT(r.error.size(), 300u);
}
