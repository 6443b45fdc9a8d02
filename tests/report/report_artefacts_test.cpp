// `mokert report` on a work folder written with the typed writers: a kernel-module verdict with
// a console report, a thread stopped on a lock the model does not have, a diverged condition,
// model-only steps, and paths that need escaping in SARIF URIs.
#include <gtest/gtest.h>

#include "mokert/counterexample.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"
#include "mokert/verification.hpp"
#include "report_test_util.hpp"

namespace mokert {
namespace {

using namespace test;
namespace fs = std::filesystem;

MapEntry c_line(const fs::path& file, unsigned line, const std::string& text, const std::string& fn,
                StmtKind kind = StmtKind::Assign, const std::string& branch = "") {
  MapEntry m;
  m.c.file = file.string();
  m.c.line = m.c.end_line = line;
  m.c.col = 2;
  m.c.end_col = static_cast<unsigned>(text.size()) + 1;
  m.c_text = text;
  m.function = fn;
  m.kind = kind;
  m.branch = branch;
  m.rule = "default";
  return m;
}

// A kernel-module replay of a use-after-free between a reader and a remover, with init setting up.
// deadlock: 1 the reason names the cycle's lines, 2 only the typed <deadlock> data does.
fs::path write_folder(const fs::path& base, VerdictKind kind, int deadlock = 0) {
  auto dir = base / "work dir";
  auto src = base / "src tree" / "drivers";
  fs::create_directories(dir);
  fs::create_directories(src);
  fs::create_directory(base / "src tree" / ".git");
  fs::path c = src / "list&entry.c";
  std::ofstream(c) << "#include <linux/module.h>\n"            // 1
                      "static DEFINE_MUTEX(lock);\n"            // 2
                      "static struct item *head;\n"             // 3
                      "static int reader(void *p)\n{\n"         // 4-5
                      "\tstruct item *it = head;\n"             // 6
                      "\tif (it != NULL)\n"                     // 7
                      "\t\tpr_info(\"%d\\n\", it->value);\n"    // 8
                      "\treturn 0;\n}\n"                        // 9-10
                      "static int remover(void *p)\n{\n"        // 11-12
                      "\tmutex_lock(&lock);\n"                  // 13
                      "\tkfree(head);\n"                        // 14
                      "\treturn 0;\n}\n";                       // 15-16

  VerificationResult v;
  v.model = "model.pml";
  v.property = "safety";
  v.outcome = PropertyOutcome::AssertionViolated;
  v.errors = 1;
  v.states_stored = 1234;
  v.states_matched = 56;
  v.transitions = 1290;
  v.depth = 40;
  v.memory_mb = 128.5;
  v.seconds = 0.25;
  v.trails.push_back({1, dir / "model.pml.trail", PropertyOutcome::AssertionViolated, "assertion violated !(freed[it])"});
  v.cc_flags = "-DSAFETY";
  write_verification(v, dir / "verification.xml");

  Counterexample x;
  x.number = 1;
  x.trail = "model.pml.trail";
  x.outcome = PropertyOutcome::AssertionViolated;
  x.message = "assertion violated !(freed[it])";
  x.threads = {{0, ":init:", "", true, 0}, {1, "p_reader", "reader", false, 1}, {2, "p_remover", "remover", false, 2}};
  auto step = [&](unsigned i, int pid, const std::string& proc, unsigned pml, const std::string& stmt,
                  std::optional<MapEntry> m, bool env = false) {
    CexStep s;
    s.index = i;
    s.pid = pid;
    s.proctype = proc;
    s.pml_file = "model.pml";
    s.pml_line = pml;
    s.statement = stmt;
    s.c = std::move(m);
    s.environment = env || !s.c;
    s.creation = static_cast<unsigned>(pid);
    x.steps.push_back(s);
  };
  step(1, 0, ":init:", 90, "head = 1", std::nullopt);
  step(2, 0, ":init:", 91, "(run p_reader())", std::nullopt);
  step(3, 0, ":init:", 92, "(run p_remover())", std::nullopt);
  step(4, 1, "p_reader", 20, "it = head", c_line(c, 6, "struct item *it = head;", "reader", StmtKind::Decl));
  step(5, 2, "p_remover", 40, "skip", c_line(c, 13, "mutex_lock(&lock);", "remover", StmtKind::Call));
  step(6, 2, "p_remover", 41, "freed[head] = 1", c_line(c, 14, "kfree(head);", "remover", StmtKind::Call));
  step(7, 1, "p_reader", 21, "((it!=0))", c_line(c, 7, "it != NULL", "reader", StmtKind::Condition, "true"));
  step(8, 1, "p_reader", 22, "assert(!(freed[it]))", c_line(c, 8, "pr_info(\"%d\\n\", it->value);", "reader", StmtKind::Call));
  // The model chose the reader's guard (an abstracted condition): a forced value.
  x.steps[6].values = {{"it != NULL", "1"}};
  x.violation_step = 8;
  write_counterexample(x, dir / "cex-1.xml");

  Schedule s;
  s.number = 1;
  s.threads = {{0, 1, "p_reader", "reader", 0}, {1, 2, "p_remover", "remover", 0}};
  s.probes = {{0, c.string(), 6, 2, "after", "struct item *it = head;", ""}, {1, c.string(), 14, 2, "after", "kfree(head);", ""}};
  s.switches = {{1, 0, 0, 1, 1, 4}, {2, 1, 1, 1, 0, 6}};
  s.last_step = 8;
  write_schedule(s, dir / "schedule-1.xml");

  Verdict vd;
  vd.number = 1;
  vd.kind = kind;
  vd.target = "kmod";
  vd.steps_total = 2;
  if (kind == VerdictKind::Confirmed && deadlock == 2) {
    vd.steps_reached = 2;
    vd.reason = "deadlock: a wait-for cycle of 2 threads";
    std::string f = c.string();
    vd.deadlock = {{1, "mutex", "list", f + ":15", 0, true, {{"lock", f + ":13"}}},
                   {0, "mutex", "lock", f + ":9", 1, true, {{"list", f + ":6"}}}};
    vd.threads = {{0, "reader #0", "blocked", f + ":6", ""}, {1, "remover #0", "blocked", f + ":14", ""}};
  } else if (kind == VerdictKind::Confirmed && deadlock) {
    vd.steps_reached = 2;
    vd.reason = "deadlock: a wait-for cycle of 2 threads; T1 (remover #0) holds `lock` (" + c.string() +
                ":13) and waits for mutex `list` (" + c.string() + ":15) held by T0 (reader #0); T0 (reader #0) "
                "holds `list` (" + c.string() + ":6) and waits for mutex `lock` (" + c.string() + ":9) held by T1";
    vd.threads = {{0, "reader #0", "blocked", c.string() + ":6", "blocked on mutex `lock` at " + c.string() + ":9"},
                  {1, "remover #0", "blocked", c.string() + ":14", "blocked on mutex `list` at " + c.string() + ":15"}};
  } else if (kind == VerdictKind::Confirmed) {
    vd.steps_reached = 2;
    vd.reason = "KASAN: slab-use-after-free in reader at " + c.string() + ":8";
    vd.evidence = "[   12.3] ==================\n[   12.3] BUG: KASAN: slab-use-after-free in reader+0x2a/0x60\n"
                  "[   12.3] Read of size 4 at addr ffff888004a1b2c0 by task reader/42\n\xff\xfe invalid utf-8\n";
    vd.threads = {{0, "reader #0", "done", c.string() + ":8", ""}, {1, "remover #0", "done", c.string() + ":14", ""}};
  } else {
    vd.steps_reached = 1;
    vd.reason = "step 1 of 2 switch points reached; thread T1 (remover #0) blocked on mutex `lock` (" + c.string() +
                ":13) held by parked thread T0 (reader #0): the model does not model this lock; thread T0 took the "
                "false branch of `it != NULL` at " + c.string() + ":7 where the model took the true branch";
    vd.threads = {{0, "reader #0", "parked", c.string() + ":6", "wchan=mokert_park"},
                  {1, "remover #0", "blocked", c.string() + ":12", "blocked on mutex `lock` at " + c.string() + ":13"}};
  }
  vd.monitor_log = "MOKERT start\nMOKERT step 1\n";
  vd.seconds = 14.5;
  write_verdict(vd, dir / "verdict-1.xml");
  return dir;
}

// The reports' JSON without its line breaks and indentation.
std::string compact(const std::string& pretty) {
  std::string out;
  for (size_t i = 0; i < pretty.size(); ++i) {
    if (pretty[i] != '\n') {
      out += pretty[i];
      continue;
    }
    while (i + 1 < pretty.size() && pretty[i + 1] == ' ') ++i;
  }
  return out;
}

TEST(ReportArtefacts, KernelReportIsOnTheViolatingLine) {
  TestFolder folder("report-kmod-confirmed");
  auto dir = write_folder(folder, VerdictKind::Confirmed);
  auto r = mokert({"report", dir.string()});
  ASSERT_EQ(r.exit_code, 0) << r.out;
  std::string raw;
  auto facts = dom_facts(dir / "report.html", raw);
  ASSERT_FALSE(facts.empty()) << raw.substr(0, 2000);
  bool kernel_on_8 = false, folded = false;
  std::vector<std::string> order;
  for (const auto& f : facts) {
    if (f[0] == "note" && f[3] == "kernel" && f[2] == "8") kernel_on_8 = f[4].find("BUG: KASAN") != std::string::npos;
    if (f[0] == "step") {
      order.push_back(f[2] + "@" + f[3]);
      if (f[2] == "1") folded = f[9] == "1";
    }
  }
  EXPECT_TRUE(kernel_on_8);
  EXPECT_TRUE(folded) << "init's steps are model-only";
  std::vector<std::string> want = {"1@0", "2@0", "3@0", "4@1", "5@2", "6@2", "7@1", "8@1"};
  EXPECT_EQ(order, want);
  screenshot(dir / "report.html", "kmod-confirmed");
  EXPECT_EQ(sarif_errors(dir / "report.sarif"), "");
  EXPECT_EQ(schema_errors(dir / "report.json"), "");
  std::string sarif = slurp(dir / "report.sarif");
  // Relative to the git checkout that holds the file, escaped.
  EXPECT_NE(sarif.find("\"uri\": \"drivers/list%26entry.c\""), std::string::npos) << sarif.substr(0, 3000);
  EXPECT_NE(sarif.find("src%20tree/\""), std::string::npos);
  // The value the model chose at step 7, in each report; each thread's creation index.
  EXPECT_NE(compact(sarif).find("\"state\": {\"it != NULL\": {\"text\": \"1\"}}"), std::string::npos);
  std::string html = slurp(dir / "report.html");
  EXPECT_NE(html.find("data-value-name=\"it != NULL\" data-value=\"1\""), std::string::npos);
  EXPECT_NE(html.find("pid 2 · proctype p_remover · run #2"), std::string::npos);
  std::string json = slurp(dir / "report.json");
  EXPECT_NE(compact(json).find("\"values\": [{\"name\": \"it != NULL\",\"value\": \"1\"}]"), std::string::npos);
  EXPECT_NE(json.find("\"creation\": 2"), std::string::npos);
}

TEST(ReportArtefacts, StalledThreadShowsTheLockTheModelDoesNotHave) {
  TestFolder folder("report-kmod-stalled");
  auto dir = write_folder(folder, VerdictKind::Stalled);
  auto r = mokert({"report", dir.string(), "--srcroot", (dir.parent_path() / "src tree" / "drivers").string()});
  ASSERT_EQ(r.exit_code, 0) << r.out;
  std::string raw;
  auto facts = dom_facts(dir / "report.html", raw);
  ASSERT_FALSE(facts.empty()) << raw.substr(0, 2000);
  bool lock_on_13 = false, condition_on_7 = false;
  for (const auto& f : facts) {
    if (f[0] == "note" && f[2] == "5" && f[3] == "lock") lock_on_13 = true;  // step 5 is line 13
    if (f[0] == "note" && f[2] == "7" && f[4].find("false branch") != std::string::npos) condition_on_7 = true;
  }
  EXPECT_TRUE(lock_on_13);
  EXPECT_TRUE(condition_on_7);
  EXPECT_EQ(sarif_errors(dir / "report.sarif"), "");
  EXPECT_EQ(schema_errors(dir / "report.json"), "");
  EXPECT_NE(slurp(dir / "report.sarif").find("\"uri\": \"list%26entry.c\""), std::string::npos);
}

// A deadlock: each thread's part of the wait-for cycle on the lines it names, the lines it waits
// at (no step of the model) as lines of their own in its lane.
void check_deadlock_notes(int deadlock) {
  TestFolder folder("report-kmod-deadlock-" + std::to_string(deadlock));
  auto dir = write_folder(folder, VerdictKind::Confirmed, deadlock);
  auto r = mokert({"report", dir.string()});
  ASSERT_EQ(r.exit_code, 0) << r.out;
  std::string raw;
  auto facts = dom_facts(dir / "report.html", raw);
  ASSERT_FALSE(facts.empty()) << raw.substr(0, 2000);
  bool holds_on_13 = false, waits_at_15 = false, waits_at_9 = false;
  for (const auto& f : facts) {
    if (f[0] != "note" || f[3] != "deadlock") continue;
    if (f[2] == "5" && f[4].find("T1 (remover #0) holds `lock`") != std::string::npos) holds_on_13 = true;
    if (f[2] == "end:15" && f[4].find("waits for mutex `list`") != std::string::npos) waits_at_15 = true;
    if (f[2] == "end:9" && f[4].find("waits for mutex `lock`") != std::string::npos) waits_at_9 = true;
  }
  EXPECT_TRUE(holds_on_13);
  EXPECT_TRUE(waits_at_15);
  EXPECT_TRUE(waits_at_9);
  screenshot(dir / "report.html", "kmod-deadlock-" + std::to_string(deadlock));
  EXPECT_EQ(sarif_errors(dir / "report.sarif"), "");
  EXPECT_EQ(schema_errors(dir / "report.json"), "");
}

TEST(ReportArtefacts, DeadlockCycleIsOnTheLinesItNames) { check_deadlock_notes(1); }

// verdict-N.xml's typed wait-for data places the cycle although the reason names no line.
TEST(ReportArtefacts, DeadlockCycleFromTypedDataIsOnTheLinesItNames) { check_deadlock_notes(2); }

} // namespace
} // namespace mokert
