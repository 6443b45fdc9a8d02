// Bad scripts: every error is an InputError naming file:line.
#include "script_fixture.hpp"

using namespace mokert;

#define EXPECT_ERROR_AT(text, line, words)                                   \
  do {                                                                        \
    std::string e = error_of(text);                                           \
    EXPECT_NE(e.find(at(line)), std::string::npos) << "error: " << e;        \
    EXPECT_NE(e.find(words), std::string::npos) << "error: " << e;           \
  } while (0)

TEST_F(ScriptTest, UnknownDirectives) {
  EXPECT_ERROR_AT("%F prog.c\n%Z foo\n", 2, "unknown directive '%Z'");
  EXPECT_ERROR_AT("%F prog.c\n%X -a main\n%bogus x\n", 3, "unknown directive '%bogus'");
  EXPECT_ERROR_AT("%F prog.c\n%L\n@frob\tx\n", 3, "unknown directive '@frob'");
}

TEST_F(ScriptTest, UnterminatedSections) {
  EXPECT_ERROR_AT("%F prog.c\n%P\nactive proctype p() {\n  skip\n%X -a main\n", 2, "unterminated %P section");
  EXPECT_ERROR_AT("%F prog.c\n%C\nint f(void) { return 1;\n", 2, "unterminated %C section");
  EXPECT_ERROR_AT("%F prog.c\n%D\n/* never closed\n%%\n", 2, "unterminated %D");
  EXPECT_ERROR_AT("%F prog.c\n%L\nf();\tatomic { x = 1\n", 3, "unterminated right-hand side");
}

TEST_F(ScriptTest, RuleWithoutTab) {
  EXPECT_ERROR_AT("%F prog.c\n%L\nf();    skip\n%%\n", 3, "rule line has no tab");
  write("bad.lut", "ok();\tskip\n\nf();  skip\n");
  std::string e = error_of("%F prog.c\n%L bad.lut\n");
  EXPECT_NE(e.find((dir / "bad.lut").string() + ":3:"), std::string::npos) << e;
}

TEST_F(ScriptTest, MissingTableFiles) {
  EXPECT_ERROR_AT("%F prog.c\n%L maps/none.lut\n", 2, "does not exist");
  EXPECT_ERROR_AT("%F prog.c\n%L none\n%X -a main\n", 2, "no file named");
  EXPECT_ERROR_AT("%F prog.c\n%X -L nothere -a main\n", 2, "no %L table named 'nothere'");
  EXPECT_ERROR_AT("%F prog.c\n%L\nInclude\tgone.lut\n", 3, "does not exist");
}

TEST_F(ScriptTest, IncludeCycle) {
  write("a.lut", "x();\tskip\nInclude\tb.lut\n");
  write("b.lut", "Include\ta.lut\n");
  std::string e = error_of("%F prog.c\n%L\nInclude\ta.lut\n%%\n");
  EXPECT_NE(e.find("Include cycle: a.lut -> b.lut -> a.lut"), std::string::npos) << e;
  EXPECT_NE(e.find((dir / "b.lut").string() + ":1:"), std::string::npos) << e;
  write("self.lut", "Include\tself.lut\n");
  EXPECT_NE(error_of("%F prog.c\n%L self.lut\n").find("Include cycle"), std::string::npos);
}

TEST_F(ScriptTest, ExtractFlagErrors) {
  EXPECT_ERROR_AT("%F prog.c\n%X -a\n", 2, "needs a function name");
  EXPECT_ERROR_AT("%F prog.c\n%X -p -a main\n", 2, "%X -p needs a function name");
  EXPECT_ERROR_AT("%F prog.c\n%X -L\n", 2, "-L needs a table name");
  EXPECT_ERROR_AT("%F prog.c\n%X -a main -L m\n%L m\nf();\tskip\n", 2, "applies to no function");
  EXPECT_ERROR_AT("%F prog.c\n%X -q main\n", 2, "unknown flag '-q'");
  EXPECT_ERROR_AT("%F prog.c\n%X main\n", 2, "expected a flag");
  EXPECT_ERROR_AT("%F prog.c\n%X\n", 2, "%X needs a flag");
}

TEST_F(ScriptTest, OtherInputErrors) {
  EXPECT_ERROR_AT("%F missing.c\n", 1, "does not exist");
  EXPECT_ERROR_AT("%F prog.c\nstray text\n", 2, "text outside any section");
  EXPECT_ERROR_AT("%F prog.c\n%G\nbogus: 1\n", 3, "unknown %G parameter");
  EXPECT_ERROR_AT("%F prog.c\n%G\nmaxdepth: lots\n", 3, "needs a number");
  EXPECT_ERROR_AT("%F prog.c\n%L\nf();\t\n", 3, "no right-hand side");
  EXPECT_ERROR_AT("%F prog.c\n%L\nDeclare\tint\tx\n", 3, "Declare takes 3 arguments");
  EXPECT_ERROR_AT("%F prog.c\n%L\nSubstitute\tx\tx+1\n", 3, "appears in its replacement");
  EXPECT_ERROR_AT("%F prog.c\n%L\nf($A);\tg($B)\n", 3, "uses $B");
  EXPECT_ERROR_AT("%F prog.c\n%L\n%L\n", 3, "second unnamed");
  EXPECT_ERROR_AT("%F prog.c\n%target cloud\n", 2, "user, kmod or ktree");
  EXPECT_ERROR_AT("%F prog.c\n%driver nope.c\n", 2, "does not exist");
  EXPECT_ERROR_AT("%F prog.c\n%thread p\n", 2, "%thread takes 2 arguments");
  EXPECT_ERROR_AT("%F prog.c\n%compile-db .\n", 2, "no compile_commands.json");
  EXPECT_ERROR_AT("%F prog.c\n%runtime nope.pml\n", 2, "not found");
  EXPECT_ERROR_AT("%F prog.c\n%H nope.h\n", 2, "does not exist");
  EXPECT_THROW(read_script(dir / "absent.prx"), InputError);
}

TEST_F(ScriptTest, RuntimeNameTheFileSystemRefusesIsNotFound) {
  // A name longer than the file system takes (a fuzzed table found it throwing a filesystem error).
  std::string why = error_of("%F prog.c\n%nodefaults\n%L\n@runtime\t" + std::string(5000, 'r') + ".pml\n%%\n");
  EXPECT_NE(why.find("t.prx:4:"), std::string::npos) << why.substr(0, 200);
  EXPECT_NE(why.find("not found"), std::string::npos) << why.substr(0, 200);
}
