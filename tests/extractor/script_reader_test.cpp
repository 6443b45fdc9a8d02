// read_script: every .prx directive and %X flag (Modex's and mokert's), default_script.
#include "script_fixture.hpp"

using namespace mokert;

TEST_F(ScriptTest, FileAndExtractFlags) {
  write("other.c", "void g(void) {}\n");
  auto s = script("// a comment line\n%F prog.c   // trailing comment\n"
                  "%X -x\n%X -xe2\n%X -a3 main\n%X -i inl\n%X -p pas\n%X -e2 ext\n%X -E extp\n"
                  "%X -n bare\n%F other.c\n%X -a f,g\n");
  EXPECT_EQ(s.sources, (std::vector<std::string>{(dir / "prog.c").string(), (dir / "other.c").string()}));
  ASSERT_EQ(s.extracts.size(), 10u);
  auto& x = s.extracts;
  EXPECT_TRUE(x[0].all);
  EXPECT_EQ(x[0].mode, ExtractMode::ActiveProctype);
  EXPECT_TRUE(x[1].all);
  EXPECT_EQ(x[1].mode, ExtractMode::ExtendedActive);
  EXPECT_EQ(x[1].instances, 2u);
  EXPECT_EQ(x[2].function, "main");
  EXPECT_EQ(x[2].mode, ExtractMode::ActiveProctype);
  EXPECT_EQ(x[2].instances, 3u);
  EXPECT_EQ(x[3].mode, ExtractMode::Inline);
  EXPECT_EQ(x[4].mode, ExtractMode::Proctype);
  EXPECT_EQ(x[5].mode, ExtractMode::ExtendedActive);
  EXPECT_EQ(x[5].instances, 2u);
  EXPECT_EQ(x[6].mode, ExtractMode::ExtendedPassive);
  EXPECT_EQ(x[7].mode, ExtractMode::NoEncapsulation);
  EXPECT_EQ(x[7].function, "bare");
  EXPECT_EQ(x[7].source, (dir / "prog.c").string());
  EXPECT_EQ(x[8].function, "f");
  EXPECT_EQ(x[9].function, "g");
  EXPECT_EQ(x[9].source, (dir / "other.c").string());  // %X uses the last %F before it
  EXPECT_EQ(x[2].where.line, 5u);
  EXPECT_FALSE(s.auto_threads);
}

TEST_F(ScriptTest, ModexFunctionLikeFlag) {
  // Modex's -f (and -xf): an extended proctype whose calls Modex makes atomic.
  auto s = script("%F prog.c\n%X -f tick\n%X -f2 tock\n%X -xf\n");
  ASSERT_EQ(s.extracts.size(), 3u);
  EXPECT_EQ(s.extracts[0].mode, ExtractMode::ExtendedActive);
  EXPECT_TRUE(s.extracts[0].atomic);
  EXPECT_EQ(s.extracts[0].function, "tick");
  EXPECT_EQ(s.extracts[1].instances, 2u);
  EXPECT_TRUE(s.extracts[2].all);
  EXPECT_TRUE(s.extracts[2].atomic);
  EXPECT_EQ(s.extracts[2].mode, ExtractMode::ExtendedActive);
}

TEST_F(ScriptTest, DashLAppliesToTheFunctionsAfterItOnItsLine) {
  auto s = script("%F prog.c\n%X -L a -a p1 -L b -n p2\n%X -p p3\n%L a\nx\ty\n%L b\nx\tz\n%%\n");
  ASSERT_EQ(s.extracts.size(), 3u);
  EXPECT_EQ(s.extracts[0].tables, (std::vector<std::string>{"a"}));
  EXPECT_EQ(s.extracts[1].tables, (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(s.extracts[2].tables.empty());
}

TEST_F(ScriptTest, DashLNamesAFileOrATableWithLutSuffix) {
  write("ext.lut", "f();\tfrom_file\n");
  auto s = script("%F prog.c\n%X -L ext.lut -a main\n%X -L inl.lut -a other\n%L inl\nf();\tinline\n%%\n");
  EXPECT_EQ(s.extracts[0].tables, (std::vector<std::string>{"ext"}));
  EXPECT_EQ(mapped(s, "f();", s.extracts[0].tables), "from_file");
  EXPECT_EQ(s.extracts[1].tables, (std::vector<std::string>{"inl"}));
  EXPECT_EQ(mapped(s, "f();", s.extracts[1].tables), "inline");
}

TEST_F(ScriptTest, NamedLFirstTriedAsFile) {
  write("maps/locks.lut", "lock();\tfrom_file\n");
  auto s = script("%F prog.c\n%L maps/locks.lut\n%X -L locks -a main\n");
  EXPECT_EQ(mapped(s, "lock();", {"locks"}), "from_file");
  bool found = false;
  for (auto& t : s.tables) found |= t.name == "locks";
  EXPECT_TRUE(found);
}

TEST_F(ScriptTest, NoExtractMeansMainPlusThreadsAndDefaultFile) {
  write("t.c", "int main(void) { return 0; }\n");
  auto s = script("%L\nf();\tskip\n%%\n%P\nbool b;\n");
  EXPECT_EQ(s.sources, (std::vector<std::string>{(dir / "t.c").string()}));
  ASSERT_EQ(s.extracts.size(), 1u);
  EXPECT_EQ(s.extracts[0].function, "main");
  EXPECT_EQ(s.extracts[0].mode, ExtractMode::ActiveProctype);
  EXPECT_TRUE(s.auto_threads);
  // A %P section closed by the end of the file is accepted (Modex's own examples do this) with a note.
  ASSERT_FALSE(s.notes.empty());
  EXPECT_NE(s.notes[0].find(at(4)), std::string::npos) << s.notes[0];
}

TEST_F(ScriptTest, TableRunningToEndOfFileIsAcceptedWithANote) {
  // Modex accepts it (its Examples/5_incdec.prx ends that way); mokert says so in a note.
  write("t.c", "int main(void) { return 0; }\n");
  auto s = script("%F t.c\n%X -a main\n%L\nf();\tskip\n");
  ASSERT_EQ(s.notes.size(), 1u);
  EXPECT_NE(s.notes[0].find(at(3)), std::string::npos) << s.notes[0];
  EXPECT_NE(s.notes[0].find("closed by the end of the file"), std::string::npos) << s.notes[0];
  EXPECT_EQ(mapped(s, "f();"), "skip");
}

TEST_F(ScriptTest, CodeSectionsInlineAndFromFiles) {
  write("hdr.h", "struct A { int a; };\n");
  write("env.pml", "chan q = [0] of { bit };\n");
  auto s = script("%F prog.c\n%X -a main\n%H hdr.h\n%D\ntypedef int T;\n%%\n%B\nstruct B { int b; };\n%%\n"
                  "%C\nint helper(void) { return 1; }\n%%\n%P env.pml\n%P\nbool done;\n\\#include \"x.pml\"\n"
                  "%A\nltl p { [] !done }\n%%\n");
  EXPECT_EQ(s.header, "struct A { int a; };\n");
  EXPECT_EQ(s.c_decls, "struct B { int b; };\ntypedef int T;\n");  // %B before %D
  EXPECT_EQ(s.c_data, "int helper(void) { return 1; }\n");
  EXPECT_EQ(s.promela, "chan q = [0] of { bit };\nbool done;\n#include \"x.pml\"\n");
  EXPECT_EQ(s.promela_after, "ltl p { [] !done }\n");
}

TEST_F(ScriptTest, SingleLineFlagsAndSearch) {
  auto s = script("%F prog.c\n%X -a main\n%O -DVECTORSZ=2048 stubs.o\n%Q -DDEBUG \"-Dshort=int\"\n"
                  "%R -a\n%T sed 's;goto ERROR;assert(0);'\n%G\nmaxdepth: 100\nshortest\t1\n%%\n");
  EXPECT_EQ(s.pan_cc_flags, (std::vector<std::string>{"-DVECTORSZ=2048", "stubs.o"}));
  EXPECT_EQ(s.preprocess_flags, (std::vector<std::string>{"-DDEBUG", "-Dshort=int"}));
  EXPECT_EQ(s.pan_run_flags, (std::vector<std::string>{"-a"}));
  EXPECT_EQ(s.sed_commands, (std::vector<std::string>{"sed 's;goto ERROR;assert(0);'"}));
  EXPECT_EQ(s.search, (std::vector<std::pair<std::string, std::string>>{{"maxdepth", "100"}, {"shortest", "1"}}));
}

TEST_F(ScriptTest, NSetsDefaultInstances) {
  auto s = script("%F prog.c\n%N 3\n%X -a main\n%X -a2 other\n");
  EXPECT_EQ(s.extracts[0].instances, 3u);
  EXPECT_EQ(s.extracts[1].instances, 2u);
}

TEST_F(ScriptTest, NextDirectiveClosesASection) {
  auto s = script("%F prog.c\n%L a\nf();\tx\n%L b\nf();\ty\n%X -L a -a main\n%%\n");
  EXPECT_EQ(mapped(s, "f();", {"a"}), "x");
  EXPECT_EQ(mapped(s, "f();", {"b"}), "y");
  EXPECT_TRUE(s.notes.empty());
}

TEST_F(ScriptTest, MokertExtensions) {
  write("driver.c", "int main(void) { return 0; }\n");
  write("db/compile_commands.json", "[]\n");
  write("extra.pml", "bit y;\n");
  auto s = script("%F prog.c\n%X -a main\n%strict\n%nodefaults\n%target kmod\n%driver driver.c\n"
                  "%thread p_worker worker\n%flags -I inc -DX=1\n%compile-db db\n%runtime extra.pml\n"
                  "%runtime pthread.pml\n");
  EXPECT_TRUE(s.strict);
  EXPECT_FALSE(s.use_defaults);
  for (auto& t : s.tables) EXPECT_FALSE(t.defaults);
  EXPECT_EQ(s.target, "kmod");
  EXPECT_EQ(s.driver, (dir / "driver.c").string());
  EXPECT_EQ(s.threads, (std::vector<std::pair<std::string, std::string>>{{"p_worker", "worker"}}));
  EXPECT_EQ(s.compile_flags, (std::vector<std::string>{"-I", "inc", "-DX=1"}));
  EXPECT_EQ(s.compile_db, (dir / "db").string());
  ASSERT_EQ(s.promela_includes.size(), 2u);
  EXPECT_EQ(s.promela_includes[0].filename(), "extra.pml");
  EXPECT_EQ(s.promela_includes[1].filename(), "pthread.pml");
  EXPECT_EQ(s.promela_includes[1].parent_path().filename(), "promela-runtime");
}

TEST_F(ScriptTest, DefaultsAppendedLastUnlessOptedOut) {
  auto s = script("%F prog.c\n%X -a main\n");
  ASSERT_FALSE(s.tables.empty());
  EXPECT_TRUE(s.tables.back().defaults);
  EXPECT_FALSE(s.strict);
  EXPECT_EQ(s.target, "");
}

TEST_F(ScriptTest, DefaultScriptForACFile) {
  auto s = default_script(dir / "prog.c");
  EXPECT_TRUE(s.file.empty());
  EXPECT_EQ(s.sources, (std::vector<std::string>{(dir / "prog.c").string()}));
  ASSERT_EQ(s.extracts.size(), 1u);
  EXPECT_EQ(s.extracts[0].function, "main");
  EXPECT_EQ(s.extracts[0].mode, ExtractMode::ActiveProctype);
  EXPECT_TRUE(s.auto_threads);
  ASSERT_EQ(s.tables.size(), 1u);
  EXPECT_TRUE(s.tables[0].defaults);
  EXPECT_THROW(default_script(dir / "missing.c"), InputError);
}

TEST_F(ScriptTest, ModexStyleHarnessFromTestData) {
  // A harness in the style of Modex's manual (written for these tests), read unchanged.
  auto s = read_script(std::filesystem::path(MOKERT_TEST_DATA) / "script" / "modex_style.prx");
  ASSERT_EQ(s.extracts.size(), 2u);
  EXPECT_EQ(s.extracts[0].tables, (std::vector<std::string>{"snd"}));
  EXPECT_EQ(s.extracts[0].mode, ExtractMode::NoEncapsulation);
  EXPECT_EQ(mapped(s, "send(out);", s.extracts[0].tables), "qr!s");
  EXPECT_EQ(mapped(s, "send(out);", s.extracts[1].tables), "qs!s");
  EXPECT_EQ(lookup(s, s.extracts[1].tables, normalize_condition("!get_data(&m)"))->kind, RhsKind::False);
  EXPECT_NE(s.promela.find("chan qs"), std::string::npos);
}

// Spurious wake-ups of condition waits are on by default; `%spurious 0` and --no-spurious turn
// them off (the extractor then defines MOKERT_NO_SPURIOUS in the model).
TEST_F(ScriptTest, SpuriousWakeupsFromScriptAndCommandLine) {
  write("prog.c", "int main(void) { return 0; }\n");
  EXPECT_TRUE(script("%F prog.c\n").spurious_wakeups);
  EXPECT_FALSE(script("%F prog.c\n%spurious 0\n").spurious_wakeups);
  EXPECT_TRUE(script("%F prog.c\n%spurious 1\n").spurious_wakeups);
  EXPECT_NE(error_of("%F prog.c\n%spurious off\n").find(at(2)), std::string::npos);
  EXPECT_NE(error_of("%F prog.c\n%spurious\n").find("%spurious 0|1"), std::string::npos);
  ModexCommand cmd;
  auto rest = take_modex_flags({"--no-spurious", "prog.c"}, cmd);
  EXPECT_EQ(rest, std::vector<std::string>{"prog.c"});
  EXPECT_FALSE(command_line_script(dir / "prog.c", cmd).spurious_wakeups);
  EXPECT_TRUE(command_line_script(dir / "prog.c", ModexCommand{}).spurious_wakeups);
}
