// SV-COMP's conventions: translation-scripts/svcomp.lut is used when a program calls reach_error
// or __VERIFIER_*; the nondet range; Modex's command-line flags as script lines.
#include "script_fixture.hpp"

using namespace mokert;

namespace {
const char* kTask = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n"
                    "int main(void) { int x; x = __VERIFIER_nondet_int(); if (x) reach_error(); return 0; }\n";
}

TEST_F(ScriptTest, SvcompTableOnlyWhenTheProgramUsesIt) {
  auto plain = default_script(dir / "prog.c");
  EXPECT_FALSE(plain.svcomp);
  EXPECT_EQ(mapped(plain, "reach_error();"), "<none>");

  auto task = default_script(write("task.c", kTask));
  EXPECT_TRUE(task.svcomp);
  EXPECT_EQ(mapped(task, "reach_error();"), "svcomp_reach_error()");
  EXPECT_EQ(mapped(task, "abort();"), "svcomp_abort()");
  EXPECT_EQ(mapped(task, "__VERIFIER_assume(n > 0 && n < 4);"), "svcomp_assume(n>0&&n<4)");
  EXPECT_EQ(mapped(task, "__VERIFIER_atomic_begin();"), "svcomp_atomic_begin()");
  EXPECT_EQ(mapped(task, "x = __VERIFIER_nondet_int();"), "svcomp_nondet(x, -1, 2)");
  EXPECT_EQ(mapped(task, "b = __VERIFIER_nondet_bool();"), "svcomp_nondet(b, 0, 1)");
  EXPECT_EQ(mapped(task, "u = __VERIFIER_nondet_uint();"), "svcomp_nondet(u, 0, 2)");
  EXPECT_EQ(mapped(task, "int v = __VERIFIER_nondet_int();"), "svcomp_nondet(v, -1, 2)");
  // pthread rules still apply after the SV-COMP table.
  EXPECT_EQ(mapped(task, "pthread_mutex_lock(&m);"), "mokert_mutex_lock(m)");
  // A nondeterministic condition: both branches (hide).
  auto cond = lookup(task, {}, normalize_condition("__VERIFIER_nondet_int()"));
  ASSERT_TRUE(cond);
  EXPECT_EQ(cond->kind, RhsKind::Hide);
  // The $NONDET capture becomes the map entry's nondet attribute.
  auto r = lookup(task, {}, normalize_c("cnt[i] = __VERIFIER_nondet_int();"));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->nondet, "cnt[i]");
  EXPECT_TRUE(lookup(task, {}, normalize_c("pthread_mutex_lock(&m);"))->nondet.empty());
  // SV-COMP's property is unreach-call: no invalid end-state errors.
  EXPECT_EQ(task.search, (std::vector<std::pair<std::string, std::string>>{{"noend", "1"}}));
  ASSERT_FALSE(task.notes.empty());
  EXPECT_NE(task.notes.back().find("-1..2"), std::string::npos);
}

TEST_F(ScriptTest, NondetRangeFromScriptAndCommandLine) {
  write("task.c", kTask);
  auto s = script("%F task.c\n%nondet 0 5\n");
  EXPECT_TRUE(s.svcomp);
  EXPECT_EQ(mapped(s, "x = __VERIFIER_nondet_int();"), "svcomp_nondet(x, 0, 5)");
  EXPECT_TRUE(s.search.empty());  // a script decides its own search settings
  auto c = default_script(dir / "task.c", std::make_pair(3L, 4L));
  EXPECT_EQ(mapped(c, "x = __VERIFIER_nondet_int();"), "svcomp_nondet(x, 3, 4)");
  EXPECT_NE(error_of("%F task.c\n%nondet 5 1\n").find(at(2)), std::string::npos);
  EXPECT_NE(error_of("%F task.c\n%nondet a b\n").find("two whole numbers"), std::string::npos);
  EXPECT_NE(error_of("%F task.c\n%nondet 0 1000\n").find("at most 256"), std::string::npos);
}

TEST_F(ScriptTest, NodefaultsAlsoLeavesTheSvcompTableOut) {
  write("task.c", kTask);
  auto s = script("%F task.c\n%nodefaults\n");
  EXPECT_FALSE(s.svcomp);
  EXPECT_EQ(mapped(s, "reach_error();"), "<none>");
}

TEST_F(ScriptTest, ModexCommandLineFlags) {
  ModexCommand cmd;
  auto rest = take_modex_flags({"-xe2", "-o", "out", "-a3", "f", "-n", "g", "-L", "t.lut", "-DX=1", "-I", "inc",
                                "-O", "-DVECTORSZ=4096", "-R", "-c2", "-run", "-E", "-A", "--", "-DY"},
                               cmd);
  EXPECT_EQ(rest, (std::vector<std::string>{"-o", "out", "--", "-DY"}));
  EXPECT_EQ(cmd.selections, (std::vector<std::string>{"-xe2", "-a3 f", "-n g"}));
  EXPECT_EQ(cmd.tables, (std::vector<std::string>{"t.lut"}));
  EXPECT_EQ(cmd.lines, (std::vector<std::string>{"%Q -DX=1", "%Q -Iinc", "%O -DVECTORSZ=4096", "%R -c2"}));
  EXPECT_TRUE(cmd.run);
  EXPECT_EQ(cmd.search, (std::vector<std::pair<std::string, std::string>>{{"noend", "1"}, {"asserts", "0"}}));
  // -E followed by a function name is Modex's extraction flag, not verify's.
  ModexCommand e;
  take_modex_flags({"-E", "worker", "prog.c"}, e);
  EXPECT_EQ(e.selections, (std::vector<std::string>{"-E worker"}));
  EXPECT_TRUE(e.search.empty());

  write("two.c", "int a; void f(void) { a = 1; } void g(void) { a = 2; }\n");
  ModexCommand sel;
  take_modex_flags({"-a2", "f", "-p", "g", "-R", "-c2"}, sel);
  auto s = command_line_script(dir / "two.c", sel);
  ASSERT_EQ(s.extracts.size(), 2u);
  EXPECT_EQ(s.extracts[0].function, "f");
  EXPECT_EQ(s.extracts[0].instances, 2u);
  EXPECT_EQ(s.extracts[1].mode, ExtractMode::Proctype);
  EXPECT_FALSE(s.auto_threads);
  EXPECT_EQ(s.pan_run_flags, (std::vector<std::string>{"-c2"}));
  auto none = command_line_script(dir / "two.c", ModexCommand{});
  ASSERT_EQ(none.extracts.size(), 1u);
  EXPECT_EQ(none.extracts[0].function, "main");
  EXPECT_TRUE(none.auto_threads);
  ModexCommand missing;
  EXPECT_THROW(take_modex_flags({"-e"}, missing), InputError);
}
