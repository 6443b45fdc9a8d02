// `mokert run` on plain C files and scripts: the exit code says proved / bug / incomplete /
// false alarms; `--help` works on every subcommand.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "mokert/files.hpp"
#include "mokert/process.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

fs::path work_dir(const std::string& name) {
  auto d = fs::temp_directory_path() / ("mokert-cli-e2e-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

ProcessResult mokert(const std::vector<std::string>& args, const fs::path& cwd = {}) {
  ProcessOptions o;
  o.deadline = std::chrono::seconds(300);
  o.cwd = cwd;
  return run_process(MOKERT_BIN, args, o);
}

std::string example(const std::string& name) { return std::string(MOKERT_EXAMPLES) + "/" + name; }

TEST(Help, EveryCommandExplainsItselfAndTheExitCodes) {
  for (const char* cmd : {"run", "extract", "verify", "trace", "instrument", "replay"}) {
    for (const char* flag : {"--help", "-h"}) {
      auto r = mokert({cmd, flag});
      EXPECT_EQ(r.exit_code, 0) << cmd << " " << flag << "\n" << r.out;
      EXPECT_NE(r.out.find(std::string("usage: mokert ") + cmd), std::string::npos) << cmd << "\n" << r.out;
      EXPECT_NE(r.out.find("4 counterexamples"), std::string::npos) << cmd << "\n" << r.out;
    }
  }
  auto top = mokert({"--help"});
  EXPECT_EQ(top.exit_code, 0);
  EXPECT_NE(top.out.find("3 tool failure or an incomplete search"), std::string::npos) << top.out;
}

// Modex's `verify prog.c` habit: a C file is extracted with the default rules, then checked.
TEST(RunCFile, PlainCFileIsExtractedNotReadAsAScript) {
  auto dir = work_dir("cfile");
  fs::copy_file(example("locked-counter/locked-counter.c"), dir / "locked-counter.c");
  auto r = mokert({"run", (dir / "locked-counter.c").string(), "-o", (dir / "w").string()});
  EXPECT_EQ(r.out.find("outside any section"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::exists(dir / "w" / "model.pml")) << r.out;
  EXPECT_TRUE(fs::exists(dir / "w" / "model.map.xml")) << r.out;
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("no errors: SPIN found no counterexample in a complete search (proved)"), std::string::npos)
      << r.out;
  fs::remove_all(dir);
}

TEST(RunCFile, RacyCFileIsConfirmed) {
  auto dir = work_dir("cfile-racy");
  fs::copy_file(example("lost-update/lost-update.c"), dir / "lost-update.c");
  auto r = mokert({"run", (dir / "lost-update.c").string(), "-o", (dir / "w").string(), "--timeout", "5"});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("cex 1: CONFIRMED"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

// The default output folder is NAME.mokert in the current folder, for a C file as for a script.
TEST(RunCFile, DefaultWorkFolderBesideTheCaller) {
  auto dir = work_dir("cfile-default");
  fs::copy_file(example("locked-counter/locked-counter.c"), dir / "prog.c");
  auto r = mokert({"run", "prog.c"}, dir);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_TRUE(fs::exists(dir / "prog.mokert" / "model.pml")) << r.out;
  fs::remove_all(dir);
}

// A project whose header lives in a folder of its own: included as "../inc/tally.h", or as
// "tally.h" through -Iinc (given after --, or by the project's compile_commands.json, found with
// no flag). The header's helper is the program's in each: expanded, its lost update found, and the
// replay switches threads inside it (it instruments a copy of the header); the locked helper
// proves. The flags are relative to the project's folder, where mokert runs.
TEST(RunCFile, HeaderInAnotherFolderIsTheProgramsToo) {
  auto dir = work_dir("header-folder");
  fs::create_directories(dir / "src");
  fs::create_directories(dir / "inc");
  write_file_atomic(dir / "inc" / "tally.h",
                    "#include <pthread.h>\n"
                    "extern int tally;\n"
                    "extern pthread_mutex_t tally_lock;\n"
                    "static void count_one(void) {\n"
                    "  int seen = tally;\n"
                    "  tally = seen + 1;\n"
                    "}\n"
                    "static void count_one_locked(void) {\n"
                    "  pthread_mutex_lock(&tally_lock);\n"
                    "  count_one();\n"
                    "  pthread_mutex_unlock(&tally_lock);\n"
                    "}\n");
  auto program = [](const std::string& include, const std::string& helper) {
    return "#include <assert.h>\n#include <pthread.h>\n#include " + include +
           "\nint tally;\npthread_mutex_t tally_lock = PTHREAD_MUTEX_INITIALIZER;\n"
           "void *worker(void *arg) { (void)arg; " + helper + "(); return 0; }\n"
           "int main(void) {\n  pthread_t a, b;\n  pthread_create(&a, 0, worker, 0);\n"
           "  pthread_create(&b, 0, worker, 0);\n  pthread_join(a, 0);\n  pthread_join(b, 0);\n"
           "  assert(tally == 2);\n  return 0;\n}\n";
  };
  write_file_atomic(dir / "src" / "relative.c", program("\"../inc/tally.h\"", "count_one"));
  write_file_atomic(dir / "src" / "flagged.c", program("\"tally.h\"", "count_one"));
  write_file_atomic(dir / "src" / "flagged_locked.c", program("\"tally.h\"", "count_one_locked"));

  auto confirmed = [&](const std::vector<std::string>& args, const std::string& what) {
    auto r = mokert(args, dir);
    EXPECT_EQ(r.exit_code, 1) << what << "\n" << r.out;
    EXPECT_NE(r.out.find("cex 1: CONFIRMED"), std::string::npos) << what << "\n" << r.out;
    EXPECT_NE(r.out.find("tally == 2"), std::string::npos) << what << "\n" << r.out;
    return r;
  };
  confirmed({"run", "src/relative.c", "-o", "w1", "--timeout", "10"}, "../inc/tally.h");
  EXPECT_TRUE(fs::exists(dir / "w1" / "replay-1" / "src" / "tally.h"));
  confirmed({"run", "src/flagged.c", "-o", "w2", "--timeout", "10", "--", "-Iinc"}, "-- -Iinc");
  auto locked = mokert({"run", "src/flagged_locked.c", "-o", "w3", "--", "-Iinc"}, dir);
  EXPECT_EQ(locked.exit_code, 0) << locked.out;

  write_file_atomic(dir / "compile_commands.json",
                    "[{\"directory\": \"" + dir.string() + "\", \"file\": \"src/flagged.c\", "
                    "\"arguments\": [\"cc\", \"-Iinc\", \"-c\", \"src/flagged.c\"]}]\n");
  auto found = confirmed({"run", "src/flagged.c", "-o", "w4", "--timeout", "10"}, "compile_commands.json");
  EXPECT_NE(found.out.find("from " + (dir / "compile_commands.json").string()), std::string::npos) << found.out;
  // From another folder, with the database named by -p.
  confirmed({"run", (dir / "src" / "flagged.c").string(), "-o", (dir / "w5").string(), "-p", dir.string(),
             "--timeout", "10"},
            "-p");
  fs::remove_all(dir);
}

TEST(RunCFile, SeveralFilesAreOneProgram) {
  auto dir = work_dir("several-files");
  fs::create_directories(dir / "src");
  fs::create_directories(dir / "inc");
  write_file_atomic(dir / "inc" / "tally.h",
                    "#ifndef TALLY_H\n#define TALLY_H\nextern int tally;\nvoid count_one(void);\n#endif\n");
  write_file_atomic(dir / "src" / "tally.c",
                    "#include \"tally.h\"\nint tally;\nvoid count_one(void) {\n  int seen = tally;\n"
                    "  tally = seen + 1;\n}\n");
  write_file_atomic(dir / "src" / "main.c",
                    "#include <assert.h>\n#include <pthread.h>\n#include \"tally.h\"\n"
                    "void *worker(void *arg) { (void)arg; count_one(); return 0; }\n"
                    "int main(void) {\n  pthread_t a, b;\n  pthread_create(&a, 0, worker, 0);\n"
                    "  pthread_create(&b, 0, worker, 0);\n  pthread_join(a, 0);\n  pthread_join(b, 0);\n"
                    "  assert(tally == 2);\n  return 0;\n}\n");
  // The database spells each file relative to its command's folder.
  write_file_atomic(dir / "compile_commands.json",
                    "[{\"directory\": \"" + dir.string() + "\", \"file\": \"src/main.c\", "
                    "\"arguments\": [\"cc\", \"-Iinc\", \"-c\", \"src/main.c\"]},\n"
                    " {\"directory\": \"" + dir.string() + "\", \"file\": \"src/tally.c\", "
                    "\"arguments\": [\"cc\", \"-Iinc\", \"-c\", \"src/tally.c\"]}]\n");
  for (const auto& extra : std::vector<std::vector<std::string>>{{}, {"-x"}}) {
    std::vector<std::string> args{"run", "src/main.c", "src/tally.c", "-o", "w" + std::to_string(extra.size()),
                                  "--timeout", "10"};
    args.insert(args.end(), extra.begin(), extra.end());
    auto r = mokert(args, dir);
    EXPECT_EQ(r.exit_code, 1) << r.out;
    EXPECT_NE(r.out.find("cex 1: CONFIRMED"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("tally == 2"), std::string::npos) << r.out;
  }
  // The model maps tally.c's lines to tally.c.
  auto trace = mokert({"trace", "w0"}, dir);
  EXPECT_NE(trace.out.find("tally.c:4"), std::string::npos) << trace.out;
  // Alone, main.c calls a function it does not define: the message says to give the other file.
  auto alone = mokert({"run", "src/main.c", "-o", "w2"}, dir);
  EXPECT_EQ(alone.exit_code, 2) << alone.out;
  EXPECT_NE(alone.out.find("main.c:4"), std::string::npos) << alone.out;
  EXPECT_NE(alone.out.find("mokert run main.c OTHER.c"), std::string::npos) << alone.out;
  // A script cannot be one of several inputs.
  auto mixed = mokert({"run", "src/main.c", "x.prx"}, dir);
  EXPECT_EQ(mixed.exit_code, 2) << mixed.out;
  fs::remove_all(dir);
}

// An incomplete search with no error is not a proof: exit 3, never "0 errors".
TEST(RunExitCodes, IncompleteSearchIsThree) {
  auto dir = work_dir("incomplete");
  fs::copy_file(example("locked-counter/locked-counter.c"), dir / "locked-counter.c");
  write_file_atomic(dir / "shallow.prx", "%F locked-counter.c\n%G\nmaxdepth: 3\n%%\n");
  auto r = mokert({"run", (dir / "shallow.prx").string(), "-o", (dir / "w").string()});
  EXPECT_EQ(r.exit_code, 3) << r.out;
  EXPECT_NE(r.out.find("INCOMPLETE"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("no errors"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

TEST(RunExitCodes, FalseAlarmsOnlyIsFour) {
  auto dir = work_dir("false-alarm");
  auto r = mokert({"run", example("data-abstraction/data-abstraction.prx"), "-o", dir.string(), "--timeout", "5"});
  EXPECT_EQ(r.exit_code, 4) << r.out;
  EXPECT_NE(r.out.find("cex 1: NOT_REPRODUCED"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("false alarms"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

TEST(RunExitCodes, InputErrorIsTwo) {
  auto dir = work_dir("input");
  auto r = mokert({"run", (dir / "missing.prx").string(), "-o", (dir / "w").string()});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  r = mokert({"run", "--no-such-flag", "x.prx"});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  fs::remove_all(dir);
}

// --all: every counterexample pan -e gives, replayed once per distinct C interleaving.
TEST(RunAll, EveryDistinctCounterexampleGetsAVerdict) {
  // Two writers, each checking its own write: either assertion can fail, at different model
  // states, so pan -e reports at least two counterexamples.
  auto dir = work_dir("all");
  write_file_atomic(dir / "two.c",
                    "#include <assert.h>\n#include <pthread.h>\n"
                    "int x;\n"
                    "void *a(void *p) { x = 1; assert(x == 1); return 0; }\n"
                    "void *b(void *p) { x = 2; assert(x == 2); return 0; }\n"
                    "int main(void) {\n  pthread_t s, t;\n"
                    "  pthread_create(&s, 0, a, 0);\n  pthread_create(&t, 0, b, 0);\n"
                    "  pthread_join(s, 0);\n  pthread_join(t, 0);\n  return 0;\n}\n");
  auto r = mokert({"run", (dir / "two.c").string(), "-o", (dir / "w").string(), "--all", "--timeout", "5"});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  size_t cex = 0, verdicts = 0, same = 0;
  for (size_t p = r.out.find("\ncex "); p != std::string::npos; p = r.out.find("\ncex ", p + 1)) {
    ++cex;
    size_t eol = r.out.find('\n', p + 1);
    std::string line = r.out.substr(p + 1, eol - p - 1);
    if (line.find("same C interleaving as cex") != std::string::npos) ++same;
    else ++verdicts;
  }
  EXPECT_GT(cex, 1u) << r.out;
  EXPECT_EQ(verdicts + same, cex);
  EXPECT_GE(verdicts, 1u);
  // Each replayed counterexample has its verdict file; deduplicated ones do not.
  size_t files = 0;
  for (const auto& e : fs::directory_iterator(dir / "w"))
    if (e.path().filename().string().rfind("verdict-", 0) == 0) ++files;
  EXPECT_EQ(files, verdicts) << r.out;
  EXPECT_NE(r.out.find("CONFIRMED"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

// A use after free found as a failed c_code precondition: pan -e then reports the same state as an
// invalid end state (the failing move stays blocked). That shadow is no deadlock to replay: the
// program runs the statement, and a release-all replay without the sanitizer "proved" it away.
TEST(RunAll, AnInvalidEndStateLeftByAFailedPreconditionIsNotAFalseAlarm) {
  auto dir = work_dir("all-precondition");
  write_file_atomic(dir / "closing.c",
                    "#include <pthread.h>\n#include <stdlib.h>\n"
                    "struct box { int n; };\n"
                    "static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\n"
                    "static struct box *b;\nstatic int closed;\n"
                    "static void *user(void *p) {\n  if (!closed) {\n    pthread_mutex_lock(&m);\n"
                    "    b->n = 5;\n    pthread_mutex_unlock(&m);\n  }\n  return p;\n}\n"
                    "int main(void) {\n  pthread_t t;\n  b = malloc(sizeof *b);\n  if (!b) return 1;\n"
                    "  pthread_create(&t, 0, user, 0);\n"
                    "  pthread_mutex_lock(&m);\n  closed = 1;\n  free(b);\n  pthread_mutex_unlock(&m);\n"
                    "  pthread_join(t, 0);\n  return 0;\n}\n");
  auto r = mokert({"run", (dir / "closing.c").string(), "-o", (dir / "w").string(), "--all", "--timeout", "5"});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("CONFIRMED"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("NOT_REPRODUCED"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("precondition failed, reported again as an invalid end state"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

} // namespace
} // namespace mokert
