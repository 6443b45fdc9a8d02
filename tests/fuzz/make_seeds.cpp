// Writes the seed corpora the fuzz harnesses start from: each XML artefact as its writer writes
// it (small, full, and with awkward text), and pattern rules with the C they should match.
//   fuzz_make_seeds DIR
#include <cstdio>
#include <filesystem>
#include <string>

#include "mokert/counterexample.hpp"
#include "mokert/files.hpp"
#include "mokert/linemap.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"
#include "mokert/verification.hpp"

namespace fs = std::filesystem;
using namespace mokert;

namespace {

// Text with the characters XML must escape, and a non-ASCII name.
const std::string kAwkward = "a<b && c>\"d\" 'e' \xc3\xa9 ]]> \t end";

MapEntry entry(unsigned pml_line, const std::string& c_text) {
  MapEntry e;
  e.pml_line = pml_line;
  e.proctype = "worker";
  e.function = "worker";
  e.c = {"/src/lost-update.c", 12, 3, 12, 20, ""};
  e.kind = StmtKind::Assign;
  e.c_text = c_text;
  e.rule = "defaults.lut:4";
  return e;
}

void linemaps(const fs::path& dir) {
  LineMap empty;
  empty.model = "model.pml";
  write_linemap(empty, dir / "empty.xml");
  LineMap m;
  m.model = "model.pml";
  m.entries.push_back(entry(7, "tmp=count;"));
  auto cond = entry(9, "(x>0)");
  cond.kind = StmtKind::Condition;
  cond.branch = "false";
  cond.nondet = "x";
  m.entries.push_back(cond);
  m.entries.push_back(entry(11, kAwkward));
  m.bounds = {"at most 3 threads at once", kAwkward};
  write_linemap(m, dir / "full.xml");
}

void verifications(const fs::path& dir) {
  VerificationResult ok;
  ok.model = "model.pml";
  ok.property = "safety";
  write_verification(ok, dir / "proved.xml");
  VerificationResult bad = ok;
  bad.outcome = PropertyOutcome::AssertionViolated;
  bad.errors = 2;
  bad.complete = false;
  bad.incomplete_reason = "max search depth too small";
  bad.states_stored = 123456789012ull;
  bad.depth = 99;
  bad.memory_mb = 128.5;
  bad.seconds = 0.25;
  bad.trails.push_back({1, "model.pml1.trail", PropertyOutcome::AssertionViolated, "assertion violated (count==2)"});
  bad.trails.push_back({2, "model.pml2.trail", PropertyOutcome::InvalidEndState, kAwkward});
  bad.pan_flags = "-DSAFETY -DNOREDUCE";
  bad.run_flags = "-m10000 -e -c0";
  write_verification(bad, dir / "violated.xml");
}

void counterexamples(const fs::path& dir) {
  Counterexample c;
  c.number = 1;
  c.trail = "model.pml1.trail";
  c.outcome = PropertyOutcome::AssertionViolated;
  c.message = "assertion violated (count==2)";
  c.threads.push_back({0, "init", "", true, 0});
  c.threads.push_back({1, "worker", "worker", false, 1});
  c.threads.push_back({2, "worker", "worker", false, 2});
  c.starts.push_back({1, "worker", "worker", 1, 1});
  c.starts.push_back({2, "worker", "worker", 2, 1});
  c.starts.push_back({3, "idle", "", 3, 0});  // never ran; not from C
  for (unsigned i = 1; i <= 4; ++i) {
    CexStep s;
    s.index = i;
    s.pid = i % 2 + 1;
    s.proctype = "worker";
    s.creation = s.pid;
    s.pml_file = "model.pml";
    s.pml_line = 6 + i;
    s.statement = i == 4 ? kAwkward : "tmp = count";
    s.c = entry(6 + i, "tmp=count;");
    s.switch_before = i > 1;
    if (i == 2) s.values.push_back({"x", "-3"});
    c.steps.push_back(s);
  }
  c.violation_step = 4;
  write_counterexample(c, dir / "assertion.xml");
  c.outcome = PropertyOutcome::AcceptanceCycle;
  c.cycle_start = 2;
  c.steps[1].cycle_start = true;
  write_counterexample(c, dir / "cycle.xml");
}

void schedules(const fs::path& dir) {
  Schedule s;
  s.number = 1;
  s.threads.push_back({0, 1, "worker", "worker", 0, false});
  s.threads.push_back({1, 2, "worker", "worker", 1, true});
  s.probes.push_back({0, "/src/lost-update.c", 12, 3, "after", "tmp=count;", ""});
  s.probes.push_back({1, "/src/lost-update.c", 14, 7, "condition", kAwkward, ""});
  s.switches.push_back({0, 0, 0, 1, 1, 2});
  s.switches.push_back({1, 1, 0, 1, -1, 3});
  s.checks.push_back({0, 1, 1, false, 3});
  s.last_step = 3;
  write_schedule(s, dir / "park.xml");
  s.end = EndMode::Cycle;
  s.cycle_from = 1;
  s.cycle_repeats = 3;
  write_schedule(s, dir / "cycle.xml");
}

void verdicts(const fs::path& dir) {
  Verdict v;
  v.number = 1;
  v.kind = VerdictKind::Stalled;
  v.target = "user";
  v.reason = "thread 1 blocked on m held by parked thread 0";
  v.steps_reached = 3;
  v.steps_total = 5;
  v.threads.push_back({0, "worker", "parked", "lost-update.c:12", "at probe 0"});
  v.threads.push_back({1, "worker", "blocked", "lost-update.c:14", kAwkward});
  v.evidence = "==1==ERROR: AddressSanitizer\nline two";
  v.monitor_log = "step 1\nstep 2\n";
  v.seconds = 1.5;
  write_verdict(v, dir / "stalled.xml");
  v.kind = VerdictKind::Confirmed;
  write_verdict(v, dir / "confirmed.xml");
}

// A pattern seed: first byte odd for a prefix rule, the rule's left side, NUL, the C text.
void pattern(const fs::path& dir, const std::string& name, bool prefix, const std::string& lhs, const std::string& text) {
  write_file_atomic(dir / name, std::string(1, prefix ? '\x01' : '\x00') + lhs + std::string(1, '\0') + text);
}

void patterns(const fs::path& dir) {
  pattern(dir, "lock", false, "spin_lock(&$L);", "spin_lock(&dev->lock);");
  pattern(dir, "sum", false, "$X=$A+$B+$C+$D+$E+$F+1;", "x=a+b+c+d+e+f+g+h+i+j+k+l+m+n+o+p+1;");
  pattern(dir, "same", false, "$X=$X+1;", "n=n+1;");
  pattern(dir, "call", false, "$R=kmalloc($S,$F);", "p=kmalloc(sizeof(*p),GFP_KERNEL);");
  pattern(dir, "prefix", true, "list_add($N,...", "list_add(&e->list,&head);");
  pattern(dir, "string", false, "printf($F,$A);", "printf(\"%d,)\",x);");
  pattern(dir, "dollar", false, "$$x=$V;", "$x=3;");
}

} // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: fuzz_make_seeds DIR\n");
    return 2;
  }
  const fs::path root = argv[1];
  for (const char* d : {"linemap", "verification", "counterexample", "schedule", "verdict", "pattern"})
    fs::create_directories(root / d);
  linemaps(root / "linemap");
  verifications(root / "verification");
  counterexamples(root / "counterexample");
  schedules(root / "schedule");
  verdicts(root / "verdict");
  patterns(root / "pattern");
  return 0;
}
