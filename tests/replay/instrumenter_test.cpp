#include <algorithm>

#include <gtest/gtest.h>

#include "src/instrumenter.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

const fs::path kOneLine = fs::path(MOKERT_TEST_DATA) / "one_line.c";

Probe probe(int id, unsigned line, unsigned col, const char* pos) {
  return Probe{id, kOneLine.string(), line, col, pos, "", ""};
}

TEST(Instrumenter, PlacesProbesByStatementNotByLine) {
  std::vector<Probe> probes = {probe(0, 7, 29, "after"),     probe(1, 7, 40, "after"),
                               probe(2, 9, 7, "condition"),  probe(3, 10, 5, "after"),
                               probe(4, 12, 10, "condition"), probe(5, 13, 3, "before"),
                               probe(6, 12, 17, "after")};
  std::vector<int> placed;
  std::string out = instrument_file(kOneLine, probes, {}, placed);
  EXPECT_EQ(placed.size(), probes.size());
  // Two statements on one line, each with its own probe.
  EXPECT_NE(out.find("{ a = a + 1; mokert_probe(0); b = b + 1; mokert_probe(1); }"), std::string::npos) << out;
  // The right operand of && gets the wrapper; the left one does not.
  EXPECT_NE(out.find("if (a > 0 &&\n      mokert_probe_cond(2, !!(b > 0)))"), std::string::npos) << out;
  // A multi-line statement that is an if body gets braces so the probe stays in the branch.
  EXPECT_NE(out.find("{ a = a\n        - 1; mokert_probe(3); }"), std::string::npos) << out;
  EXPECT_NE(out.find("while (mokert_probe_cond(4, !!(i < 5))) { i++; mokert_probe(6); }"), std::string::npos) << out;
  EXPECT_NE(out.find("mokert_probe(5); return arg;"), std::string::npos) << out;
  EXPECT_NE(out.find("mokert_pthread_create(&t, 0, &worker, 0, \"worker\")"), std::string::npos) << out;
  // Line numbers of the original are kept for assert messages and compiler errors.
  EXPECT_EQ(out.find("#include \"mokert_replay_user.h\"\n#line 1 \"" + kOneLine.string() + "\"\n"), 0u);

  // The result is C that compiles.
  test::TestFolder folder("instrumenter");
  fs::path tmp = folder.path() / "instrumented.c";
  write_file_atomic(tmp, out);
  ProcessResult cc = run_process(
      "cc", {"-fsyntax-only", "-Wall", "-I" + (source_root() / "replay/runtime/include").string(), tmp.string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
}

// A statement whose value a script turned into the model's choice gets the model's value right
// after it (before a probe after the same statement); one that is a body gets braces.
TEST(Instrumenter, ForcedValueFollowsTheChosenStatement) {
  std::vector<int> placed;
  std::vector<ForcePoint> forces = {{kOneLine.string(), 7, 29, "a"}, {kOneLine.string(), 10, 5, "a"}};
  std::string out = instrument_file(kOneLine, {probe(0, 7, 29, "after")}, {}, placed, forces);
  EXPECT_NE(out.find("a = a + 1; (a) = (__typeof__((a)))mokert_forced_or((long long)(a), \"a\"); mokert_probe(0);"),
            std::string::npos) << out;
  EXPECT_NE(out.find("{ a = a\n        - 1; (a) = (__typeof__((a)))mokert_forced_or((long long)(a), \"a\"); }"),
            std::string::npos) << out;
  test::TestFolder folder("instrumenter-forced");
  write_file_atomic(folder.path() / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-I" + (source_root() / "replay/runtime/include").string(),
                                        (folder.path() / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
}

TEST(Instrumenter, UnknownLineIsAnInputErrorNamingIt) {
  std::vector<int> placed;
  try {
    instrument_file(kOneLine, {probe(0, 40, 3, "after")}, {}, placed);
    FAIL() << "no error for a line that is not in the file";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(kOneLine.string() + ":40:"), std::string::npos) << e.what();
  }
}

TEST(Instrumenter, ProbesOfOtherFilesAreLeftOut) {
  std::vector<int> placed;
  Probe other{0, "/elsewhere/x.c", 7, 29, "after", "", ""};
  std::string out = instrument_file(kOneLine, {other}, {}, placed);
  EXPECT_TRUE(placed.empty());
  EXPECT_EQ(out.find("mokert_probe("), std::string::npos);
}

// A condition wait's two points (waiting, woken) are the runtime's: their probe ids become
// arguments of mokert_cond_wait; signal, broadcast and join go to the runtime too.
TEST(Instrumenter, ConditionWaitGetsItsTwoPointsAsArguments) {
  const fs::path file = fs::path(MOKERT_TEST_DATA) / "cond_wait.c";
  std::vector<Probe> probes = {{0, file.string(), 12, 3, "wait", "", ""}, {1, file.string(), 12, 3, "woken", "", ""}};
  std::vector<int> placed;
  std::string out = instrument_file(file, probes, {}, placed);
  EXPECT_EQ(placed.size(), 2u);
  std::string where = file.string();
  EXPECT_NE(out.find("mokert_cond_wait(&cv, &m, \"cv\", \"m\", \"" + where + ":12\", 0, 1);"), std::string::npos) << out;
  EXPECT_NE(out.find("mokert_cond_signal(&cv, \"cv\", \"" + where + ":23\");"), std::string::npos) << out;
  EXPECT_NE(out.find("mokert_cond_broadcast(&cv, \"cv\", \"" + where + ":24\");"), std::string::npos) << out;
  EXPECT_NE(out.find("mokert_pthread_join(t, 0, \"t\", \"" + where + ":26\");"), std::string::npos) << out;
  EXPECT_EQ(out.find("mokert_probe("), std::string::npos) << out;

  // Without a probe the wait passes -1 for both points; the result compiles.
  placed.clear();
  std::string plain = instrument_file(file, {}, {}, placed);
  EXPECT_NE(plain.find(":12\", -1, -1);"), std::string::npos) << plain;
  fs::path dir = fs::temp_directory_path() / "mokert-instr-cond-test";
  fs::create_directories(dir);
  write_file_atomic(dir / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-I" + (source_root() / "replay/runtime/include").string(),
                                        (dir / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
  fs::remove_all(dir);
}


// A switch keeps its value when probed (its condition is whether a case matches), a case label's
// guard is a probe after its colon, and a check a macro spells (`if (!(e)) FAIL: reach_error()`)
// is replaced by its printed expansion with the probes inside: all of it C that compiles.
// The binding of an expanded call's arguments is probed at the sequence point before the call:
// the call goes through a wrapper that probes, then calls; the arguments stay in place. A direct
// call, one through a table of pointers, a call in a condition; a variadic callee falls back to a
// probe before the statement.
TEST(Instrumenter, ArgumentBindingIsProbedThroughAWrapperAfterTheArguments) {
  test::TestFolder folder("instrumenter-call");
  const fs::path file = folder.path() / "calls.c";
  write_file_atomic(file, R"(#include <stdarg.h>
struct counter { int value; };
typedef struct { int hits; } stats_t;
struct ops { void (*set)(struct counter *, int); };
static int get(struct counter *c) { return c->value; }
static void set(struct counter *c, int v) { c->value = v; }
static int note(stats_t *s, int n) { s->hits += n; return s->hits; }
static int logf_(const char *fmt, ...) { (void)fmt; return 0; }
static const struct ops table = {set};
static struct counter hits;
static stats_t st;
void work(void) {
  set(&hits, get(&hits) + 1);
  table.set(&hits, get(&hits) + 2);
  if (note(&st, get(&hits)) > 3)
    logf_("%d", get(&hits));
}
)");
  const std::string f = file.string();
  std::vector<Probe> probes = {{0, f, 13, 3, "call", "", ""}, {1, f, 14, 3, "call", "", ""},
                               {2, f, 15, 7, "call", "", ""}, {3, f, 16, 5, "call", "", ""}};
  std::vector<int> placed;
  std::string out = instrument_file(file, probes, {}, placed);
  EXPECT_EQ(placed.size(), probes.size());
  EXPECT_NE(out.find("  mokert_call0(set, &hits, get(&hits) + 1);"), std::string::npos) << out;
  EXPECT_NE(out.find("  mokert_call1(table.set, &hits, get(&hits) + 2);"), std::string::npos) << out;
  EXPECT_NE(out.find("if (mokert_call2(note, &st, get(&hits)) > 3)"), std::string::npos) << out;
  EXPECT_NE(out.find("static inline void mokert_call0(__typeof__(void (*)(struct counter *, int)) mokert_f, "
                     "__typeof__(struct counter *) mokert_a0, __typeof__(int) mokert_a1) { mokert_probe(0); "
                     "mokert_f(mokert_a0, mokert_a1); } static inline"),
            std::string::npos) << out;
  EXPECT_NE(out.find("__typeof__(stats_t *) mokert_a0, __typeof__(int) mokert_a1) { mokert_probe(2); return "
                     "mokert_f(mokert_a0, mokert_a1); }"),
            std::string::npos) << out;
  EXPECT_NE(out.find("mokert_probe(2); return mokert_f(mokert_a0, mokert_a1); } void work(void) {"), std::string::npos) << out;
  EXPECT_NE(out.find("{mokert_probe(3); logf_(\"%d\", get(&hits)); }"), std::string::npos) << out;
  EXPECT_EQ(out.find("mokert_call3"), std::string::npos) << out;
  // Line numbers stay those of the original.
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 19) << out;

  write_file_atomic(folder.path() / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-Werror", "-I" + (source_root() / "replay/runtime/include").string(),
                                        (folder.path() / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
}

// `return flush_all();` in a void function (GNU C, common in kernel code): the probe after the
// call has no value to keep; the value form (`__auto_type v = (...)`) did not compile for a void.
TEST(Instrumenter, VoidReturnOfACallIsProbedWithoutAValue) {
  test::TestFolder folder("instrumenter-void-return");
  const fs::path file = folder.path() / "void_return.c";
  write_file_atomic(file, R"(static int hits;
static void bump(void) { hits++; }
static int twice(void) { return hits * 2; }
void record(int id) {
  if (id < 0)
    return;
  return bump();
}
int total(void) {
  return twice();
}
int pick(int want) {
  return want ? twice() : 0;
}
)");
  const std::string f = file.string();
  std::vector<Probe> probes = {{0, f, 7, 3, "before", "", ""}, {1, f, 10, 3, "before", "", ""},
                               {2, f, 13, 10, "condition", "", ""}};
  std::vector<int> placed;
  std::string out = instrument_file(file, probes, {}, placed);
  EXPECT_EQ(placed.size(), probes.size());
  EXPECT_NE(out.find("return ({ (bump()); mokert_probe(0); (void)0; });"), std::string::npos) << out;
  EXPECT_NE(out.find("return ({ __auto_type mokert_rv1 = (twice()); mokert_probe(1); mokert_rv1; });"), std::string::npos)
      << out;
  // The condition of a ?: whose arm the model expands is a branch of the model.
  EXPECT_NE(out.find("return mokert_probe_cond(2, !!(want)) ? twice() : 0;"), std::string::npos) << out;
  write_file_atomic(folder.path() / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-Werror", "-I" + (source_root() / "replay/runtime/include").string(),
                                        (folder.path() / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
}

// A return whose value reads data another thread may change (a field through a pointer, a
// global) is probed after the value: the model's return step read it, and a thread parked
// before the return read what the other thread's steps wrote meanwhile. A value of only
// parameters stays probed before the return. The left operand of `&&` that starts where the
// whole condition does takes its own probe (by the map's text), not the whole condition's.
TEST(Instrumenter, ReturnThatReadsSharedDataAndLeftOperand) {
  test::TestFolder folder("instrumenter-return-read");
  const fs::path file = folder.path() / "return_read.c";
  write_file_atomic(file, R"(struct box { int *take; int *put; };
int level;
int drained(struct box *m) {
  return m->take == m->put;
}
int read_level(void) {
  return level;
}
int next(int x) {
  return x + 1;
}
void spin(struct box *m, int wait) {
  while (wait && drained(m))
    ;
}
)");
  const std::string f = file.string();
  std::vector<Probe> probes = {{0, f, 4, 3, "before", "return m->take == m->put;", ""},
                               {1, f, 7, 3, "before", "return level;", ""},
                               {2, f, 10, 3, "before", "return x + 1;", ""},
                               {3, f, 13, 10, "condition", "wait", ""},
                               {4, f, 13, 18, "condition", "drained(m)", ""}};
  std::vector<int> placed;
  std::string out = instrument_file(file, probes, {}, placed);
  EXPECT_EQ(placed.size(), probes.size());
  EXPECT_NE(out.find("return ({ __auto_type mokert_rv0 = (m->take == m->put); mokert_probe(0); mokert_rv0; });"),
            std::string::npos) << out;
  EXPECT_NE(out.find("return ({ __auto_type mokert_rv1 = (level); mokert_probe(1); mokert_rv1; });"), std::string::npos)
      << out;
  EXPECT_NE(out.find("mokert_probe(2); return x + 1;"), std::string::npos) << out;
  EXPECT_NE(out.find("while (mokert_probe_cond(3, !!(wait)) && mokert_probe_cond(4, !!(drained(m))))"), std::string::npos)
      << out;
  write_file_atomic(folder.path() / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-Werror", "-I" + (source_root() / "replay/runtime/include").string(),
                                        (folder.path() / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
}

TEST(Instrumenter, SwitchCaseAndMacroStatements) {
  const fs::path src = fs::path(MOKERT_TEST_DATA) / "switch_macro.c";
  auto at = [&](int id, unsigned line, unsigned col, const char* pos) { return Probe{id, src.string(), line, col, pos, "", ""}; };
  std::vector<Probe> probes = {at(0, 11, 13, "before"), at(1, 11, 13, "after"), at(2, 11, 13, "condition"),
                               at(3, 12, 5, "condition"), at(4, 15, 5, "condition"), at(5, 22, 3, "condition"),
                               at(6, 22, 3, "before")};
  std::vector<int> placed;
  std::string out = instrument_file(src, probes, {}, placed);
  EXPECT_EQ(placed.size(), probes.size());
  EXPECT_NE(out.find("switch (({ mokert_probe(0); __auto_type mokert_cv0 = (next_event()) + 0; mokert_probe(1); "
                     "mokert_probe_cond(2, mokert_cv0 == (0)); mokert_cv0; }))"),
            std::string::npos) << out;
  EXPECT_NE(out.find("case 0: mokert_probe_cond(3, 1);"), std::string::npos) << out;
  EXPECT_NE(out.find("default: mokert_probe_cond(4, 0);"), std::string::npos) << out;
  EXPECT_NE(out.find("mokert_probe_cond(5, !!("), std::string::npos) << out;
  EXPECT_NE(out.find("(mokert_probe(6), (mokert_reach_error("), std::string::npos) << out;
  // Line numbers stay those of the original: the check is on line 22 (after the two lines of
  // #include and #line).
  size_t check = out.find("{ if (mokert_probe_cond(5");
  ASSERT_NE(check, std::string::npos) << out;
  EXPECT_EQ(std::count(out.begin(), out.begin() + static_cast<long>(check), '\n'), 2 + 21) << out;
  test::TestFolder folder("instrumenter-switch");
  write_file_atomic(folder.path() / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-I" + (source_root() / "replay/runtime/include").string(),
                                        (folder.path() / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
}

// Pieces of one macro use share its line:col; the probe's `macro` (where each token is spelled
// in the bodies) says which: here the unlock inside `inc` and the `(x)--` of `dec`, both inside
// one `access(n)` of the program's header. The use is written out with the probes in place and
// the pthread calls the macros spell go to the runtime, also those of a macro that spells a
// declaration and a loop (`start(w)`), which stays in the block's scope.
TEST(Instrumenter, PiecesOfAHeaderMacroAreProbedInItsWrittenOutUse) {
  test::TestFolder folder("instrumenter-macro-pieces");
  const fs::path header = folder.path() / "m.h";
  const fs::path source = folder.path() / "main.c";
  const std::vector<std::string> h = {
      "#include <pthread.h>",
      "extern pthread_mutex_t g;",
      "#define inc(x) do { pthread_mutex_lock(&g); (x)++; pthread_mutex_unlock(&g); } while (0)",
      "#define dec(x) do { pthread_mutex_lock(&g); (x)--; pthread_mutex_unlock(&g); } while (0)",
      "#define access(x) do { inc(x); dec(x); } while (0)",
      "#define start(t) pthread_t t##_ids[2]; for (int i = 0; i < 2; i++) pthread_create(&t##_ids[i], 0, t##_fun, 0)"};
  std::string htext;
  for (const auto& l : h) htext += l + "\n";
  write_file_atomic(header, htext);
  write_file_atomic(source,
                    "#include \"m.h\"\n"
                    "pthread_mutex_t g = PTHREAD_MUTEX_INITIALIZER;\n"
                    "int n;\n"
                    "void *w_fun(void *a) {\n"
                    "  access(n);\n"
                    "  return a;\n"
                    "}\n"
                    "int main(void) {\n"
                    "  start(w);\n"
                    "  return w_ids[0] != 0;\n"
                    "}\n");
  const std::string H = fs::weakly_canonical(header).string();
  auto col = [&](int line, const std::string& what, size_t from = 0) {
    return std::to_string(h[static_cast<size_t>(line - 1)].find(what, from) + 1);
  };
  const std::string unlock_in_inc = H + ":5:" + col(5, "inc(x)") + ">" + H + ":3:" + col(3, "pthread_mutex_unlock");
  const std::string dec_store = H + ":5:" + col(5, "dec(x)") + ">" + H + ":4:" + col(4, "(x)--");
  std::vector<Probe> probes = {{0, source.string(), 5, 3, "after", "", unlock_in_inc},
                               {1, source.string(), 5, 3, "split", "", dec_store}};
  std::vector<int> placed;
  std::string out = instrument_file(source, probes, {}, placed);
  EXPECT_EQ(placed.size(), probes.size()) << out;
  // The probe after inc's unlock comes before dec's lock, not after the whole use.
  const size_t after_inc = out.find("mokert_probe(0)");
  const size_t first_unlock = out.find("mokert_mutex_unlock(&g, \"g\"");
  const size_t second_lock = out.find("mokert_mutex_lock(&g", first_unlock);
  ASSERT_NE(after_inc, std::string::npos) << out;
  ASSERT_NE(second_lock, std::string::npos) << out;
  EXPECT_LT(first_unlock, after_inc) << out;
  EXPECT_LT(after_inc, second_lock) << out;
  // The load, the probe, the store; a postfix decrement's value is the one loaded, as in C.
  EXPECT_NE(out.find("({ __typeof__(((n))) mokert_v1 = ((n)); mokert_probe(1); ((n)) = mokert_v1 - 1; mokert_v1; })"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("mokert_probe(1)"), out.rfind("mokert_probe(1)")) << out;  // only dec's store is split
  EXPECT_NE(out.find("(n)++"), std::string::npos) << out;
  // start(w): the declaration and the loop, without braces, the create going to the runtime.
  EXPECT_NE(out.find("pthread_t w_ids[2]; for ("), std::string::npos) << out;
  EXPECT_NE(out.find("mokert_pthread_create(&w_ids[i], 0, w_fun, 0, \"w_fun\")"), std::string::npos) << out;
  // Lines stay where they were: `return a;` is line 6 of the original (2 lines of prologue).
  const size_t ret = out.find("return a;");
  ASSERT_NE(ret, std::string::npos);
  EXPECT_EQ(std::count(out.begin(), out.begin() + static_cast<long>(ret), '\n'), 2 + 5) << out;
  write_file_atomic(folder.path() / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-I" + (source_root() / "replay/runtime/include").string(),
                                        (folder.path() / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out << out;

  // A piece that is not there (the macro changed since extraction) is a located input error.
  std::vector<Probe> stale = {{0, source.string(), 5, 3, "after", "", H + ":3:99"}};
  EXPECT_THROW(instrument_file(source, stale, {}, placed), InputError);
}

// A header macro that spells a whole statement as `do { ... } while (0)` (rcu_assign_pointer,
// WRITE_ONCE) is one step of the model: its probe goes after the whole use. Inside the written-out
// expansion, "after" came after the macro's first statement, before its store.
TEST(Instrumenter, ProbeOfAWholeStatementMacroGoesAfterTheUse) {
  test::TestFolder folder("instrumenter-whole-macro");
  const fs::path header = folder.path() / "pub.h";
  const fs::path source = folder.path() / "main.c";
  write_file_atomic(header, "#define PUBLISH(slot, value) do { void *p_ = (value); (slot) = p_; } while (0)\n");
  write_file_atomic(source,
                    "#include \"pub.h\"\n"
                    "struct cfg { int magic; };\n"
                    "void *cur;\n"
                    "void publish(struct cfg *c) {\n"
                    "  PUBLISH(cur, c);\n"
                    "  c->magic = 42;\n"
                    "}\n");
  std::vector<Probe> probes = {{0, source.string(), 5, 3, "after", "PUBLISH(cur,c);", ""},
                               {1, source.string(), 6, 3, "after", "c->magic=42;", ""}};
  std::vector<int> placed;
  std::string out = instrument_file(source, probes, {}, placed);
  EXPECT_EQ(placed.size(), probes.size()) << out;
  EXPECT_NE(out.find("PUBLISH(cur, c); mokert_probe(0);"), std::string::npos) << out;
  EXPECT_EQ(out.find("p_ = (c)"), std::string::npos) << out;  // not written out
  write_file_atomic(folder.path() / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-I" + (source_root() / "replay/runtime/include").string(),
                                        "-I" + folder.path().string(), (folder.path() / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out << out;
}

// A split piece inside a larger expression of a macro's body: only the macro's use is written
// out (an if's condition, a declaration's initialiser), with the load, the probe and the store
// inside and C's value kept, so the statement around it keeps the file's text and its own probes
// (the if's body). A store with only its "after" probe keeps its value too (not a comma
// expression that gives the probe's).
TEST(Instrumenter, SplitPieceInsideAMacrosExpressionWritesOutOnlyTheUse) {
  test::TestFolder folder("instrumenter-macro-expr-piece");
  const fs::path source = folder.path() / "main.c";
  const std::vector<std::string> text = {
      "#define SPEND(b, n) (((b) -= (n)) >= 0)",
      "#define TAKE() (buf[len++])",
      "int budget = 2, spent, len, buf[2];",
      "int main(void) {",
      "  if (SPEND(budget, 1))",
      "    spent = 1;",
      "  int v = TAKE() + 1;",
      "  return v;",
      "}"};
  std::string all;
  for (const auto& l : text) all += l + "\n";
  write_file_atomic(source, all);
  const std::string S = fs::weakly_canonical(source).string();
  auto col = [&](int line, const std::string& what) {
    return std::to_string(text[static_cast<size_t>(line - 1)].find(what) + 1);
  };
  // The pieces: where the compound assignment and the increment begin in their #defines.
  const std::string spend = S + ":1:" + col(1, "(b) -=");
  const std::string take = S + ":2:" + col(2, "len++");
  std::vector<Probe> probes = {{0, source.string(), 5, 7, "split", "", spend},
                               {1, source.string(), 6, 5, "after", "", ""},
                               {2, source.string(), 7, 11, "after", "", take}};
  std::vector<int> placed;
  std::string out = instrument_file(source, probes, {}, placed);
  EXPECT_EQ(placed.size(), probes.size()) << out;
  // The condition is the written-out use; the body keeps its text and its probe.
  EXPECT_NE(out.find("if ((((({ __typeof__(((budget))) mokert_v0 = ((budget)) - ((1)); mokert_probe(0); ((budget)) = "
                     "mokert_v0; mokert_v0; })) >= 0)))"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("{ spent = 1; mokert_probe(1); }"), std::string::npos) << out;
  // The postfix increment gives the loaded value, the probe right after its store.
  EXPECT_NE(out.find("int v = ((buf[({ __typeof__((len)) mokert_v2 = (len); (len) = mokert_v2 + 1; mokert_probe(2); "
                     "mokert_v2; })])) + 1;"),
            std::string::npos)
      << out;
  write_file_atomic(folder.path() / "out.c", out);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-I" + (source_root() / "replay/runtime/include").string(),
                                        (folder.path() / "out.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out << out;
}

// A header of the program (here in a folder of its own, included as "../inc/count.h") is
// instrumented in the parse of the C file that includes it: its probes and lock wrappers go in
// its copy, and the C file's copy includes that copy instead of the original.
TEST(Instrumenter, OwnHeaderGetsACopyThatTheCopyIncludes) {
  test::TestFolder folder("instrumenter-own-header");
  fs::create_directories(folder.path() / "src");
  fs::create_directories(folder.path() / "inc");
  fs::create_directories(folder.path() / "out");
  const fs::path header = folder.path() / "inc" / "count.h";
  const fs::path source = folder.path() / "src" / "main.c";
  write_file_atomic(header,
                    "#include <pthread.h>\n"
                    "extern int count;\n"
                    "extern pthread_mutex_t m;\n"
                    "static void bump(void) {\n"
                    "  int seen = count;\n"
                    "  pthread_mutex_lock(&m);\n"
                    "  count = seen + 1;\n"
                    "  pthread_mutex_unlock(&m);\n"
                    "}\n");
  write_file_atomic(source,
                    "#include \"../inc/count.h\"\n"
                    "int count;\n"
                    "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\n"
                    "int main(void) {\n"
                    "  bump();\n"
                    "  return count;\n"
                    "}\n");
  const fs::path canon = fs::weakly_canonical(header);
  const fs::path copy = folder.path() / "out" / "count.h";
  std::vector<Probe> probes = {{0, header.string(), 5, 3, "after", "", ""}, {1, source.string(), 5, 3, "after", "", ""}};
  std::vector<int> placed;
  InstrumentedFiles out = instrument_file_and_headers(source, probes, {}, placed, {}, {{canon, copy}});
  EXPECT_EQ(placed.size(), 2u);
  EXPECT_NE(out.text.find("#include \"" + copy.string() + "\""), std::string::npos) << out.text;
  EXPECT_NE(out.text.find("bump(); mokert_probe(1);"), std::string::npos) << out.text;
  ASSERT_EQ(out.headers.count(canon), 1u);
  const std::string& h = out.headers.at(canon);
  EXPECT_EQ(h.rfind("#line 1 \"" + canon.string() + "\"\n", 0), 0u) << h;
  EXPECT_NE(h.find("int seen = count; mokert_probe(0);"), std::string::npos) << h;
  EXPECT_NE(h.find("mokert_mutex_lock(&m, \"m\", \"" + canon.string() + ":6\")"), std::string::npos) << h;
  // Both copies compile together, the header's from its new place.
  write_file_atomic(copy, h);
  write_file_atomic(folder.path() / "out" / "main.c", out.text);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-I" + (source_root() / "replay/runtime/include").string(),
                                        "-I" + (source_root() / "replay/runtime/user").string(),
                                        (folder.path() / "out" / "main.c").string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
}

TEST(Instrumenter, ProcessFunctionBindsTheThreadThatEntersIt) {
  test::TestFolder folder("instrumenter-entry");
  const fs::path source = folder.path() / "teller.c";
  write_file_atomic(source,
                    "int total;\n"
                    "void teller(void) {\n"
                    "  total = total + 1;\n"
                    "}\n"
                    "static void *wrapper(void *p) { teller(); return p; }\n"
                    "int main(void) { teller(); return wrapper(0) != 0; }\n");
  std::vector<int> placed;
  InstrumentedFiles out = instrument_file_and_headers(source, {{0, source.string(), 3, 3, "after", "", ""}}, {}, placed,
                                                      {}, {}, {"teller", "absent"});
  // Before the body's first statement and its probe; only the named function gets it.
  EXPECT_NE(out.text.find("void teller(void) { __attribute__((cleanup(mokert_entered_leave))) int "
                          "mokert_entered_token = mokert_entered(\"teller\");\n  total = total + 1; mokert_probe(0);"),
            std::string::npos)
      << out.text;
  EXPECT_EQ(out.text.find("mokert_entered(\"wrapper\")"), std::string::npos) << out.text;
  const fs::path copy = folder.path() / "copy.c";
  write_file_atomic(copy, out.text);
  ProcessResult cc = run_process("cc", {"-fsyntax-only", "-Wall", "-Werror", "-I" + (source_root() / "replay/runtime/include").string(),
                                        "-I" + (source_root() / "replay/runtime/user").string(), copy.string()});
  EXPECT_EQ(cc.exit_code, 0) << cc.out;
}

} // namespace
} // namespace mokert
