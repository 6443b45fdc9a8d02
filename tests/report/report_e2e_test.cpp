// `mokert run` on examples writes report.html, report.sarif and report.json; the page is checked
// through its DOM in headless chromium, the SARIF with Microsoft's multitool, the JSON against
// its schema.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "mokert/counterexample.hpp"
#include "mokert/verdict.hpp"
#include "report_test_util.hpp"

namespace mokert {
namespace {

using namespace test;
namespace fs = std::filesystem;

std::string example(const std::string& name) { return std::string(MOKERT_EXAMPLES) + "/" + name; }

struct PageFacts {
  std::vector<std::vector<std::string>> facts;
  std::string raw;
  std::vector<std::vector<std::string>> of(const std::string& kind, const std::string& cex = "") const {
    std::vector<std::vector<std::string>> out;
    for (const auto& f : facts)
      if (!f.empty() && f[0] == kind && (cex.empty() || (f.size() > 1 && f[1] == cex))) out.push_back(f);
    return out;
  }
};

// Every step of every counterexample is in its thread's lane, in the counterexample's order, and
// the verdict of verdict-N.xml is shown with its reason.
PageFacts check_page(const fs::path& dir, const std::string& screenshot_name) {
  PageFacts p;
  p.facts = dom_facts(dir / "report.html", p.raw);
  EXPECT_FALSE(p.facts.empty()) << "chromium showed nothing of the harness: " << p.raw.substr(0, 2000);
  for (const auto& e : p.of("exception")) ADD_FAILURE() << "the harness failed: " << e[1];
  EXPECT_TRUE(p.of("external").empty()) << "the page loads something from outside";
  for (unsigned n = 1; fs::exists(dir / ("cex-" + std::to_string(n) + ".xml")); ++n) {
    std::string N = std::to_string(n);
    Counterexample cex = read_counterexample(dir / ("cex-" + N + ".xml"));
    auto steps = p.of("step", N);
    EXPECT_EQ(steps.size(), cex.steps.size()) << "counterexample " << N << ": steps shown vs in cex-" << N << ".xml";
    if (steps.size() != cex.steps.size()) continue;
    for (size_t i = 0; i < cex.steps.size(); ++i) {
      const auto& s = cex.steps[i];
      const auto& f = steps[i];  // step n index lane-pid cells file line switch violation model ctext shown
      EXPECT_EQ(f[2], std::to_string(s.index)) << "step " << s.index << " out of order";
      EXPECT_EQ(f[3], std::to_string(s.pid)) << "step " << s.index << " is not in the lane of pid " << s.pid;
      EXPECT_EQ(f[4], "1") << "step " << s.index << " shown in more than one lane";
      if (s.c && !s.environment) {
        EXPECT_EQ(f[5], s.c->c.file) << "step " << s.index;
        EXPECT_EQ(f[6], std::to_string(s.c->c.line)) << "step " << s.index;
        EXPECT_EQ(f[10], s.c->c_text) << "step " << s.index;
        EXPECT_FALSE(f[11].empty()) << "step " << s.index << " shows no C text";
      } else {
        EXPECT_EQ(f[9], "1") << "step " << s.index << " is model-only but not shown as such";
      }
    }
    auto violating = std::count_if(steps.begin(), steps.end(), [](const auto& f) { return f[8] == "1"; });
    EXPECT_EQ(violating, 1) << "one violating step is highlighted";
    Verdict v = read_verdict(dir / ("verdict-" + N + ".xml"));
    auto verdict = p.of("verdict", N);
    EXPECT_EQ(verdict.size(), 1u);
    if (!verdict.empty()) {
      EXPECT_EQ(verdict[0][2], to_string(v.kind));
      EXPECT_EQ(verdict[0][3], v.reason);
    }
    auto summary = p.of("summary", N);
    EXPECT_EQ(summary.size(), 1u);
    if (!summary.empty()) {
      EXPECT_EQ(summary[0][2], to_string(v.kind));
    }
    // SPIN's finding is attached to the violating step.
    bool spin_note = false;
    for (const auto& note : p.of("note", N)) spin_note |= note[3] == "violation";
    EXPECT_TRUE(spin_note);
  }
  // Keyboard: j moves to the first then the second visible step or fold, v to the violation,
  // Enter shows the source context.
  auto keys = p.of("key");
  EXPECT_EQ(keys.size(), 3u);
  if (keys.size() == 3) {
    EXPECT_NE(keys[0][2], "none");
    EXPECT_NE(keys[1][2], keys[0][2]);
    auto viol = p.of("step", "1");
    auto it = std::find_if(viol.begin(), viol.end(), [](const auto& f) { return f[8] == "1"; });
    if (it != viol.end()) {
      EXPECT_EQ(keys[2][2], (*it)[2]);
    }
  }
  auto shot = screenshot(dir / "report.html", screenshot_name);
  EXPECT_TRUE(fs::exists(shot) && fs::file_size(shot) > 10000) << shot;
  return p;
}

void check_machine_reports(const fs::path& dir) {
  EXPECT_EQ(sarif_errors(dir / "report.sarif"), "");
  EXPECT_EQ(schema_errors(dir / "report.json"), "");
}

fs::path run_example(const fs::path& dir, const std::string& prx, const std::string& timeout, int expect_exit,
                     std::string& out) {
  auto r = mokert({"run", prx, "-o", (dir / "w").string(), "--timeout", timeout});
  out = r.out;
  if (expect_exit >= 0) {
    EXPECT_EQ(r.exit_code, expect_exit) << r.out;
  }
  EXPECT_NE(r.out.find("report: " + (dir / "w" / "report.html").string()), std::string::npos) << r.out;
  return dir / "w";
}

TEST(ReportE2E, LostUpdateConfirmedShowsTheFailedAssertionOnItsLine) {
  std::string out;
  TestFolder folder("report-lost-update");
  auto dir = run_example(folder, example("lost-update/lost-update.prx"), "5", 1, out);
  ASSERT_EQ(read_verdict(dir / "verdict-1.xml").kind, VerdictKind::Confirmed) << out;
  PageFacts p = check_page(dir, "lost-update");
  // The assertion's evidence sits on lost-update.c:25, the line the verdict names: a step at that
  // line, or the line after the last step where the assertion failed.
  bool on_assert = false;
  for (const auto& note : p.of("note", "1")) {
    if (note[3] != "assertion") continue;
    on_assert |= note[2] == "end:25";
    for (const auto& s : p.of("step", "1"))
      if (s[2] == note[2] && s[6] == "25") on_assert = true;
  }
  EXPECT_TRUE(on_assert) << "no assertion note on lost-update.c:25";
  auto ctx = p.of("context");
  ASSERT_EQ(ctx.size(), 1u);
  EXPECT_EQ(ctx[0][1], "shown");
  check_machine_reports(dir);
  std::string sarif = slurp(dir / "report.sarif");
  EXPECT_NE(sarif.find("\"level\": \"error\""), std::string::npos);
  EXPECT_NE(sarif.find("\"ruleId\": \"assertion-violated\""), std::string::npos);
  EXPECT_NE(sarif.find("\"uriBaseId\": \"SRCROOT\""), std::string::npos);
  EXPECT_NE(sarif.find("\"executionOrder\""), std::string::npos);
}

TEST(ReportE2E, MutexAbstractedStalledShowsTheLockAndItsHolder) {
  std::string out;
  TestFolder folder("report-mutex-abstracted");
  auto dir = run_example(folder, example("mutex-abstracted/mutex-abstracted.prx"), "3", -1, out);
  ASSERT_EQ(read_verdict(dir / "verdict-1.xml").kind, VerdictKind::Stalled) << out;
  PageFacts p = check_page(dir, "mutex-abstracted");
  // The blocked thread's state and the mutex it waits on, beside mutex-abstracted.c:15.
  bool lock_note = false;
  for (const auto& note : p.of("note", "1"))
    if (note[3] == "lock" && note[4].find("blocked on mutex") != std::string::npos) lock_note = true;
  EXPECT_TRUE(lock_note) << "no note naming the mutex the stalled thread waits on";
  check_machine_reports(dir);
  EXPECT_NE(slurp(dir / "report.sarif").find("\"level\": \"note\""), std::string::npos);
}

TEST(ReportE2E, DeadlockShowsTheVerdictAndTheStateOfEachThread) {
  std::string out;
  TestFolder folder("report-abba");
  const fs::path& dir = folder;
  auto r = mokert({"run", std::string(MOKERT_REPORT_DATA) + "/abba.prx", "-o", (dir / "w").string(), "--timeout", "3"});
  ASSERT_TRUE(fs::exists(dir / "w" / "verdict-1.xml")) << r.out;
  EXPECT_NE(r.out.find("report: "), std::string::npos) << r.out;
  Counterexample cex = read_counterexample(dir / "w" / "cex-1.xml");
  EXPECT_EQ(cex.outcome, PropertyOutcome::InvalidEndState);
  PageFacts p = check_page(dir / "w", "abba-deadlock");
  EXPECT_FALSE(p.of("note", "1").empty());
  check_machine_reports(dir / "w");
  EXPECT_NE(slurp(dir / "w" / "report.sarif").find("\"ruleId\": \"invalid-end-state\""), std::string::npos);
}

TEST(ReportE2E, NoCounterexampleStillReports) {
  TestFolder folder("report-locked");
  const fs::path& dir = folder;
  auto r = mokert({"run", example("locked-counter/locked-counter.prx"), "-o", (dir / "w").string()});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("report: "), std::string::npos) << r.out;
  EXPECT_NE(slurp(dir / "w" / "report.html").find("SPIN found no counterexample"), std::string::npos);
  check_machine_reports(dir / "w");
}

TEST(ReportE2E, HelpSaysWhatIsWrittenAndTheExitCodes) {
  auto r = mokert({"report", "--help"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  for (const char* want : {"usage: mokert report DIR", "report.html", "report.sarif", "report.json", "--srcroot",
                           "--partial", "exit codes: 0 proved"})
    EXPECT_NE(r.out.find(want), std::string::npos) << want << "\n" << r.out;
}

// A broken work folder: which file, what to run, exit 2.
TEST(ReportE2E, MissingOrCorruptArtefactsNameTheFileAndTheCommand) {
  TestFolder empty_folder("report-empty");
  const fs::path& empty = empty_folder;
  auto r = mokert({"report", empty.string()});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find((empty / "verification.xml").string()), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("mokert verify"), std::string::npos) << r.out;

  std::string out;
  TestFolder folder("report-broken");
  auto dir = run_example(folder, example("lost-update/lost-update.prx"), "5", 1, out);
  ASSERT_EQ(mokert({"report", dir.string()}).exit_code, 0);

  fs::rename(dir / "verdict-1.xml", dir / "verdict-1.xml.away");
  r = mokert({"report", dir.string()});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find((dir / "verdict-1.xml").string()), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("mokert replay " + dir.string() + " 1"), std::string::npos) << r.out;
  // --partial reports it as not replayed.
  r = mokert({"report", dir.string(), "--partial"});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(slurp(dir / "report.html").find("NOT_REPLAYED"), std::string::npos);
  check_machine_reports(dir);
  fs::rename(dir / "verdict-1.xml.away", dir / "verdict-1.xml");

  std::string cex = slurp(dir / "cex-1.xml");
  { std::ofstream(dir / "cex-1.xml") << cex.substr(0, cex.size() / 2); }
  r = mokert({"report", dir.string()});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find((dir / "cex-1.xml").string() + ":"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("mokert verify"), std::string::npos) << r.out;
  fs::remove(dir / "cex-1.xml");
  r = mokert({"report", dir.string()});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find((dir / "cex-1.xml").string()), std::string::npos) << r.out;

  { std::ofstream(dir / "verification.xml") << "<verification version=\"7\"/>"; }
  r = mokert({"report", dir.string()});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find((dir / "verification.xml").string()), std::string::npos) << r.out;

  r = mokert({"report"});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  r = mokert({"report", (dir / "nowhere").string()});
  EXPECT_EQ(r.exit_code, 2) << r.out;
}

} // namespace
} // namespace mokert
