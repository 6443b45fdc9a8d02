// Every artefact written is read back the same; bad files give located errors.
#include <gtest/gtest.h>

#include <filesystem>

#include "mokert/counterexample.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/linemap.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"
#include "mokert/verification.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;
using namespace mokert;

namespace {
fs::path temp_path(const std::string& name) {
  return mokert::test::fresh_folder("xml") / name;
}
} // namespace

TEST(LineMapXml, RoundTrip) {
  LineMap map;
  map.model = "model.pml";
  MapEntry e;
  e.pml_line = 12;
  e.proctype = "worker";
  e.function = "worker";
  e.c = {"/src/a.c", 7, 3, 7, 14, ""};
  e.kind = StmtKind::Condition;
  e.branch = "false";
  e.c_text = "count < 2 && x";
  e.rule = "pthread.lut:4";
  map.entries.push_back(e);
  map.bounds = {"at most 3 threads at once", "values in -1..2 <the default>"};
  map.processes = {{"p_producer", "producer"}, {"worker", "worker"}};
  auto path = temp_path("model.map.xml");
  write_linemap(map, path);
  LineMap back = read_linemap(path);
  EXPECT_EQ(back.bounds, map.bounds);
  ASSERT_EQ(back.processes.size(), 2u);
  EXPECT_EQ(back.processes[0].proctype, "p_producer");
  EXPECT_EQ(back.processes[0].function, "producer");
  ASSERT_EQ(back.entries.size(), 1u);
  const MapEntry* found = back.find(12);
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->c.file, "/src/a.c");
  EXPECT_EQ(found->c.col, 3u);
  EXPECT_EQ(found->c.end_col, 14u);
  EXPECT_EQ(found->kind, StmtKind::Condition);
  EXPECT_EQ(found->branch, "false");
  EXPECT_EQ(found->c_text, "count < 2 && x");
  EXPECT_EQ(back.find(13), nullptr);
  EXPECT_EQ(found->c.macro, "");
}

// A piece of a macro's expansion keeps which piece it is (the use's line:col is every piece's)
// through the map, the counterexample and the schedule.
TEST(LineMapXml, MacroPieceRoundTrips) {
  const std::string piece = "/src/m.h:5:30>/src/m.h:3:61";
  LineMap map;
  map.model = "model.pml";
  MapEntry e;
  e.pml_line = 4;
  e.proctype = "t_fun";
  e.function = "t_fun";
  e.c = {"/src/a.c", 9, 3, 9, 12, piece};
  e.kind = StmtKind::Assign;
  map.entries.push_back(e);
  auto path = temp_path("model.map.xml");
  write_linemap(map, path);
  EXPECT_EQ(read_linemap(path).entries.at(0).c.macro, piece);

  Counterexample cex;
  cex.number = 1;
  cex.outcome = PropertyOutcome::AssertionViolated;
  CexStep s;
  s.index = 1;
  s.proctype = "t_fun";
  s.pml_file = "model.pml";
  s.pml_line = 4;
  s.c = e;
  cex.steps.push_back(s);
  auto cex_path = temp_path("cex-1.xml");
  write_counterexample(cex, cex_path);
  EXPECT_EQ(read_counterexample(cex_path).steps.at(0).c->c.macro, piece);

  Schedule sched;
  sched.number = 1;
  sched.probes = {{0, "/src/a.c", 9, 3, "split", "(x)++", piece}, {1, "/src/a.c", 9, 3, "after", "", ""}};
  auto sched_path = temp_path("schedule-1.xml");
  write_schedule(sched, sched_path);
  Schedule back = read_schedule(sched_path);
  EXPECT_EQ(back.probes.at(0).macro, piece);
  EXPECT_EQ(back.probes.at(1).macro, "");
}

TEST(LineMapXml, WrongVersionIsALocatedError) {
  auto path = temp_path("bad.map.xml");
  write_file_atomic(path, "<?xml version=\"1.0\"?>\n<linemap version=\"99\"/>\n");
  try {
    read_linemap(path);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(path.string() + ":1:"), std::string::npos) << e.what();
  }
}

// A version-1 map kept its bounds in model.pml comments that nothing reads now: read as
// version 2 it would turn a bounded search into a proof, so it is refused.
TEST(LineMapXml, VersionOneMapIsRefusedWithTheFix) {
  auto path = temp_path("old.map.xml");
  write_file_atomic(path, "<?xml version=\"1.0\"?>\n<linemap version=\"1\" model=\"model.pml\"/>\n");
  try {
    read_linemap(path);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("version 1"), std::string::npos) << e.what();
  }
}

TEST(LineMapXml, EmptyBoundIsRefused) {
  auto path = temp_path("empty-bound.map.xml");
  write_file_atomic(path, "<?xml version=\"1.0\"?>\n<linemap version=\"2\" model=\"model.pml\"><bound/></linemap>\n");
  EXPECT_THROW(read_linemap(path), InputError);
}

TEST(LineMapXml, ProcessWithoutItsFunctionIsRefused) {
  auto path = temp_path("process.map.xml");
  write_file_atomic(path, "<?xml version=\"1.0\"?>\n<linemap version=\"2\" model=\"model.pml\"><process proctype=\"p_f\"/></linemap>\n");
  EXPECT_THROW(read_linemap(path), InputError);
}

TEST(LineMapXml, BrokenXmlNamesLine) {
  auto path = temp_path("broken.map.xml");
  write_file_atomic(path, "<?xml version=\"1.0\"?>\n<linemap version=\"2\">\n<line pml=\"1\"\n");
  try {
    read_linemap(path);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("not well-formed"), std::string::npos) << e.what();
  }
}

TEST(CounterexampleXml, RoundTrip) {
  Counterexample cex;
  cex.number = 2;
  cex.outcome = PropertyOutcome::AssertionViolated;
  cex.message = "assertion violated (count==2)";
  cex.threads = {{0, "worker", "worker", false}, {2, ":init:", "", true}};
  CexStep s;
  s.index = 1;
  s.pid = 0;
  s.proctype = "worker";
  s.pml_file = "model.pml";
  s.pml_line = 9;
  s.statement = "tmp = count";
  s.switch_before = true;
  MapEntry e;
  e.function = "worker";
  e.c = {"/src/a.c", 5, 2, 5, 12, ""};
  e.kind = StmtKind::Assign;
  e.c_text = "tmp = count;";
  e.rule = "default";
  s.c = e;
  cex.steps.push_back(s);
  cex.violation_step = 1;
  auto path = temp_path("cex-2.xml");
  write_counterexample(cex, path);
  auto back = read_counterexample(path);
  EXPECT_EQ(back.number, 2u);
  EXPECT_EQ(back.outcome, PropertyOutcome::AssertionViolated);
  ASSERT_EQ(back.steps.size(), 1u);
  ASSERT_TRUE(back.steps[0].c.has_value());
  EXPECT_EQ(back.steps[0].c->c.line, 5u);
  EXPECT_TRUE(back.steps[0].switch_before);
  EXPECT_TRUE(back.threads[1].environment);
}

TEST(ScheduleXml, RoundTrip) {
  Schedule s;
  s.number = 1;
  s.first = 1;
  s.threads = {{0, 0, "worker", "worker", 0}, {1, 1, "worker", "worker", 1}};
  s.probes = {{3, "/src/a.c", 5, 2, "after", "tmp = count;", ""}};
  s.switches = {{1, 1, 3, 2, 0, 4}, {2, 0, 3, 1, -1, 9}};
  s.last_step = 9;
  auto path = temp_path("schedule-1.xml");
  write_schedule(s, path);
  auto back = read_schedule(path);
  ASSERT_EQ(back.switches.size(), 2u);
  EXPECT_EQ(back.switches[0].count, 2u);
  EXPECT_EQ(back.switches[1].next, -1);
  EXPECT_EQ(back.probes[0].position, "after");
  EXPECT_EQ(back.threads[1].creation_index, 1u);
  EXPECT_TRUE(back.checks.empty());
  EXPECT_FALSE(back.threads[0].ended);
  EXPECT_EQ(back.end, EndMode::Park);
}

TEST(ScheduleXml, EndedThreadsAndEndModeRoundTrip) {
  Schedule s;
  s.threads = {{0, 0, "left", "left", 0, true}, {1, 1, "right", "right", 0, false}};
  s.end = EndMode::Release;
  auto path = temp_path("schedule-3.xml");
  write_schedule(s, path);
  auto back = read_schedule(path);
  ASSERT_EQ(back.threads.size(), 2u);
  EXPECT_TRUE(back.threads[0].ended);
  EXPECT_FALSE(back.threads[1].ended);
  EXPECT_EQ(back.end, EndMode::Release);
}

TEST(ScheduleXml, BranchChecksRoundTrip) {
  Schedule s;
  s.threads = {{0, 0, "worker", "worker", 0}, {1, 1, "worker", "worker", 1}};
  s.probes = {{0, "/src/a.c", 20, 6, "condition", "seen > limit", ""}};
  s.checks = {{1, 0, 2, true, 7}, {0, 0, 1, false, 3}};
  auto path = temp_path("schedule-2.xml");
  write_schedule(s, path);
  auto back = read_schedule(path);
  ASSERT_EQ(back.checks.size(), 2u);
  EXPECT_EQ(back.checks[0].thread, 1);
  EXPECT_EQ(back.checks[0].probe, 0);
  EXPECT_EQ(back.checks[0].count, 2u);
  EXPECT_TRUE(back.checks[0].expected);
  EXPECT_EQ(back.checks[0].cex_step, 7u);
  EXPECT_FALSE(back.checks[1].expected);
  EXPECT_EQ(back.checks[1].thread, 0);
}

TEST(VerdictXml, RoundTrip) {
  Verdict v;
  v.number = 1;
  v.kind = VerdictKind::Stalled;
  v.reason = "thread 1 blocked on mutex m held by parked thread 0";
  v.threads = {{0, "worker", "parked", "/src/a.c:5", ""}, {1, "worker", "blocked", "", "mutex m"}};
  auto path = temp_path("verdict-1.xml");
  write_verdict(v, path);
  auto back = read_verdict(path);
  EXPECT_EQ(back.kind, VerdictKind::Stalled);
  EXPECT_EQ(back.threads.size(), 2u);
  EXPECT_EQ(back.threads[1].detail, "mutex m");
}

TEST(VerificationXml, RoundTrip) {
  VerificationResult r;
  r.outcome = PropertyOutcome::AcceptanceCycle;
  r.errors = 1;
  r.complete = false;
  r.incomplete_reason = "depth limit 10000 reached";
  r.states_stored = 1234567890123ULL;
  r.trails.push_back({1, "model.pml.trail", PropertyOutcome::AcceptanceCycle, "acceptance cycle"});
  auto path = temp_path("verification.xml");
  write_verification(r, path);
  auto back = read_verification(path);
  EXPECT_FALSE(back.complete);
  EXPECT_EQ(back.states_stored, 1234567890123ULL);
  ASSERT_EQ(back.trails.size(), 1u);
  EXPECT_EQ(back.trails[0].outcome, PropertyOutcome::AcceptanceCycle);
}

TEST(Files, UnwritableFolderIsAnInputError) {
  EXPECT_THROW(write_file_atomic("/proc/mokert-cannot-write/x.xml", "x"), InputError);
}

// The in-memory reader and writer are what the file ones wrap: the same text, the same value,
// and messages that name what the caller says the text came from.
TEST(ArtefactText, FileAndTextAgree) {
  Verdict v;
  v.number = 2;
  v.kind = VerdictKind::Stalled;
  v.reason = "thread 1 waits for lock L";
  auto path = temp_path("verdict-2.xml");
  write_verdict(v, path);
  EXPECT_EQ(read_file(path), verdict_to_xml(v));
  Verdict back = verdict_from_xml(read_file(path), "verdict-2.xml");
  EXPECT_EQ(back.kind, VerdictKind::Stalled);
  EXPECT_EQ(back.reason, v.reason);
  EXPECT_EQ(verdict_to_xml(back), verdict_to_xml(v));
}

TEST(ArtefactText, ErrorsNameTheGivenName) {
  for (const std::string& text : {std::string("<schedule version=\"1\""), std::string("<verdict version=\"1\"/>")}) {
    try {
      schedule_from_xml(text, "work/schedule-3.xml");
      FAIL() << "expected InputError for " << text;
    } catch (const InputError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("work/schedule-3.xml:1:", 0), 0u) << e.what();
    }
  }
}
