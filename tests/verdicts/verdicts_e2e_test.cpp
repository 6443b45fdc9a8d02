// The verdict corpus (tests/verdicts/cases): each C program says in its header comment what
// SPIN must find and which verdict the replay must give; this test reads those headers, runs
// the RUN line in a folder of its own and holds mokert to them. One CTest per program.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "mokert/process.hpp"
#include "mokert/text.hpp"
#include "mokert/verdict.hpp"
#include "mokert/verification.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

struct Case {
  std::string name;                    // the file's stem: the test's name
  fs::path source;
  std::string klass;                   // CLASS: the bug class (or its fixed version's class)
  std::vector<std::string> run;        // RUN: mokert's arguments, %s / %S substituted
  std::string spin;                    // EXPECT-SPIN: verification.xml outcome
  std::vector<std::string> verdicts;   // EXPECT-VERDICT: accepted kinds; empty for `none`
  std::vector<std::string> reasons;    // EXPECT-REASON: words every verdict's reason names
  int exit_code = -1;                  // EXPECT-EXIT
  std::vector<std::string> problems;   // header mistakes, each as file:line: what
};

// Shown by GoogleTest (and CTest's test list) instead of the object's bytes.
void PrintTo(const Case& c, std::ostream* os) { *os << c.source.filename().string(); }

// Parts of s between separators, trimmed, empty ones dropped.
std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream in(s);
  std::string part;
  while (std::getline(in, part, sep))
    if (!trim(part).empty()) out.push_back(trim(part));
  return out;
}

std::string replace_all(std::string s, const std::string& what, const std::string& with) {
  for (auto p = s.find(what); p != std::string::npos; p = s.find(what, p + with.size()))
    s.replace(p, what.size(), with);
  return s;
}

// The header is the file's first comment; a line inside it of the form ` * KEY: value`.
Case read_case(const fs::path& file) {
  Case c;
  bool has_verdict = false;
  c.name = file.stem().string();
  c.source = file;
  std::ifstream in(file);
  std::string line;
  int n = 0;
  bool in_header = false;
  auto problem = [&](const std::string& what) {
    c.problems.push_back(file.string() + ":" + std::to_string(n) + ": " + what);
  };
  while (std::getline(in, line)) {
    ++n;
    if (!in_header) {
      if (line.rfind("/*", 0) != 0) break;
      in_header = true;
    }
    std::string text = trim(line);
    if (text.rfind("/*", 0) == 0) text = text.substr(2);
    if (text.rfind("*", 0) == 0 && text.rfind("*/", 0) != 0) text = text.substr(1);
    bool last = text.find("*/") != std::string::npos;
    if (last) text = text.substr(0, text.find("*/"));
    text = trim(text);
    auto colon = text.find(": ");
    std::string key = colon == std::string::npos ? "" : text.substr(0, colon);
    std::string value = colon == std::string::npos ? "" : trim(text.substr(colon + 2));
    if (key == "CLASS") {
      c.klass = value;
    } else if (key == "RUN") {
      auto words = split(value, ' ');
      if (words.size() < 2 || words[0] != "mokert") problem("RUN must start with `mokert` and a command");
      for (size_t i = 1; i < words.size(); ++i)
        c.run.push_back(replace_all(replace_all(words[i], "%s", file.string()), "%S",
                                    file.parent_path().string()));
    } else if (key == "EXPECT-SPIN") {
      static const std::set<std::string> known = {"no-errors", "assertion-violated", "invalid-end-state",
                                                  "acceptance-cycle", "non-progress-cycle", "precondition-false"};
      if (!known.count(value)) problem("EXPECT-SPIN `" + value + "` is not a verification.xml outcome");
      c.spin = value;
    } else if (key == "EXPECT-VERDICT") {
      has_verdict = true;
      if (value != "none") {
        c.verdicts = split(value, '|');
        for (const auto& v : c.verdicts)
          if (v != "CONFIRMED" && v != "NOT_REPRODUCED" && v != "STALLED" && v != "ERROR")
            problem("EXPECT-VERDICT `" + v + "`: CONFIRMED, NOT_REPRODUCED, STALLED, ERROR (joined by |) or none");
      }
    } else if (key == "EXPECT-REASON") {
      c.reasons.push_back(value);
    } else if (key == "EXPECT-EXIT") {
      c.exit_code = value.empty() || !std::all_of(value.begin(), value.end(), ::isdigit) ? -1 : std::stoi(value);
      if (c.exit_code < 0 || c.exit_code > 4) problem("EXPECT-EXIT must be 0..4");
    }
    if (last) break;
  }
  if (c.klass.empty()) problem("no CLASS line in the header comment");
  if (c.run.empty()) problem("no RUN line in the header comment");
  if (c.spin.empty()) problem("no EXPECT-SPIN line in the header comment");
  if (c.exit_code < 0) problem("no EXPECT-EXIT line in the header comment");
  // bench/verdicts.sh reads the same headers: a missing line there is a wrong expectation.
  if (!has_verdict) problem("no EXPECT-VERDICT line in the header comment (`none` when SPIN finds nothing)");
  if (c.spin == "no-errors" && !c.verdicts.empty()) problem("no errors expected, so EXPECT-VERDICT must be none");
  if (c.spin != "no-errors" && c.spin != "" && c.verdicts.empty())
    problem("SPIN is expected to find an error: say which verdict the replay must give");
  return c;
}

std::vector<Case> all_cases() {
  std::vector<Case> cases;
  for (const auto& e : fs::directory_iterator(MOKERT_VERDICT_CASES))
    if (e.path().extension() == ".c") cases.push_back(read_case(e.path()));
  std::sort(cases.begin(), cases.end(), [](const Case& a, const Case& b) { return a.name < b.name; });
  return cases;
}

// Reason words are compared without blanks: `share > max_share` names the same condition as
// `share>max_share` (the tables' normalised spelling).
std::string squeeze(const std::string& s) {
  std::string out;
  for (char ch : s)
    if (!std::isspace(static_cast<unsigned char>(ch))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

bool pending(const std::string& name) {
  if (const char* all = std::getenv("MOKERT_VERDICTS_ALL"); all && std::string(all) == "1") return false;
  for (const auto& p : split(MOKERT_VERDICTS_PENDING, ','))
    if (p == name) return true;
  return false;
}

class Verdicts : public ::testing::TestWithParam<Case> {};

TEST_P(Verdicts, ToolGivesTheHeadersOutcome) {
  const Case& c = GetParam();
  for (const auto& p : c.problems) ADD_FAILURE() << p;
  if (!c.problems.empty()) return;
  if (pending(c.name))
    GTEST_SKIP() << c.name << " is listed in tests/verdicts/CMakeLists.txt as failing on main (see the "
                 << "list's comment); MOKERT_VERDICTS_ALL=1 runs it";

  // Kept when the test fails, so monitor.log, model.pml and cex-N.xml can be read.
  fs::path dir = test::fresh_folder("verdicts-" + c.name);
  std::vector<std::string> args = c.run;
  args.insert(args.end(), {"-o", (dir / "out").string()});
  ProcessOptions o;
  o.cwd = dir;
  o.deadline = std::chrono::seconds(600);
  ProcessResult r = run_process(MOKERT_BIN, args, o);
  std::string shown = "mokert";
  for (const auto& a : args) shown += " " + a;
  SCOPED_TRACE(c.source.string() + " (" + c.klass + ")\n$ " + shown + "\n" + r.out);

  ASSERT_FALSE(r.timed_out) << "mokert did not finish";
  EXPECT_FALSE(r.signalled) << "mokert died of signal " << r.signal;
  EXPECT_EQ(r.exit_code, c.exit_code) << "exit code";

  fs::path ver = dir / "out" / "verification.xml";
  ASSERT_TRUE(fs::exists(ver)) << "no verification.xml: mokert stopped before SPIN gave an answer";
  VerificationResult vr = read_verification(ver);
  EXPECT_EQ(to_string(vr.outcome), c.spin) << "SPIN outcome";
  if (c.spin == "no-errors" && c.exit_code == 3) {
    // No error within what the model leaves out of the program: no proof, and it must say so.
    EXPECT_FALSE(vr.complete) << "the model leaves part of the program out, yet the search counts as a proof";
  } else if (c.spin == "no-errors") {
    EXPECT_TRUE(vr.complete) << "a proof needs a complete search: " << vr.incomplete_reason;
  }

  std::vector<fs::path> verdict_files;
  for (const auto& e : fs::directory_iterator(dir / "out"))
    if (e.path().filename().string().rfind("verdict-", 0) == 0 && e.path().extension() == ".xml")
      verdict_files.push_back(e.path());
  if (c.verdicts.empty()) {
    EXPECT_TRUE(verdict_files.empty()) << "no counterexample expected, but a verdict was written";
  } else {
    EXPECT_FALSE(verdict_files.empty()) << "no verdict-N.xml written";
  }
  for (const auto& f : verdict_files) {
    Verdict v = read_verdict(f);
    std::string kind = to_string(v.kind);
    EXPECT_NE(std::find(c.verdicts.begin(), c.verdicts.end(), kind), c.verdicts.end())
        << f.filename().string() << ": " << kind << "  " << v.reason;
    for (const auto& word : c.reasons)
      EXPECT_NE(squeeze(v.reason).find(squeeze(word)), std::string::npos)
          << f.filename().string() << ": the reason does not name `" << word << "`: " << v.reason;
  }
  if (HasFailure()) {
    std::cout << "work folder kept: " << dir.string() << "\n";
  } else if (!std::getenv("MOKERT_KEEP_TEST_FOLDERS")) {
    fs::remove_all(dir);
  }
}

INSTANTIATE_TEST_SUITE_P(Corpus, Verdicts, ::testing::ValuesIn(all_cases()),
                         [](const ::testing::TestParamInfo<Case>& info) { return info.param.name; });

// The corpus itself: enough programs, and every bug class with a fixed version beside it.
TEST(VerdictCorpus, EveryBugClassHasAFixedVersion) {
  auto cases = all_cases();
  EXPECT_GE(cases.size(), 35u);
  std::set<std::string> with_bug, with_fix;
  for (const auto& c : cases) {
    for (const auto& p : c.problems) ADD_FAILURE() << p;
    // A search that is no proof (exit 3) stands for the bug it cannot show, not for its fix.
    (c.spin == "no-errors" && c.exit_code == 0 ? with_fix : with_bug).insert(c.klass);
  }
  for (const auto& k : with_bug) {
    if (k.rfind("false-alarm", 0) != 0) {
      EXPECT_TRUE(with_fix.count(k)) << "class " << k << " has no fixed version";
    }
  }
}

} // namespace
} // namespace mokert
