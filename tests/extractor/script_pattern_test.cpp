// Pattern rules ($X captures): mokert's extension to Modex's lookup tables.
#include "script_fixture.hpp"
#include "script_internal.hpp"

#include <algorithm>

using namespace mokert;

namespace {
const char* kTable = "%F prog.c\n%nodefaults\n%L\n"
                     "spin_lock(&$L);\tspin_lock($L)\n"
                     "$D=kmalloc($N,$F);\t$D = alloc($N)\n"
                     "memcpy($A,$A,$N);\tskip\n"
                     "cost($$x);\tdollar\n"
                     "list_del($E)...\tdel($E)\n"
                     "%%\n";
}

TEST_F(ScriptTest, PatternCapturesBalancedExpressions) {
  auto s = script(kTable);
  EXPECT_EQ(mapped(s, "spin_lock(&lock);"), "spin_lock(lock)");
  EXPECT_EQ(mapped(s, "spin_lock ( & dev -> lock ) ;"), "spin_lock(dev->lock)");          // member access
  EXPECT_EQ(mapped(s, "spin_lock(&(tbl[f(i, j)].l));"), "spin_lock((tbl[f(i,j)].l))");  // nested parens
  EXPECT_EQ(mapped(s, "spin_lock(&((struct s *)p)->l);"), "spin_lock(((struct s*)p)->l)");  // cast
  EXPECT_EQ(mapped(s, "p = kmalloc(sizeof(*p), GFP_KERNEL);"), "p = alloc(sizeof(*p))");
  auto r = lookup(s, {}, normalize_c("spin_lock(&a.b);"));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->rule, "pattern t.prx:4");
  EXPECT_EQ(r->captures, (std::vector<std::pair<std::string, std::string>>{{"L", "a.b"}}));
}

TEST_F(ScriptTest, PatternNonMatches) {
  auto s = script(kTable);
  EXPECT_EQ(mapped(s, "spin_lock(lock);"), "<none>");        // no '&'
  EXPECT_EQ(mapped(s, "spin_lock(&a, b);"), "<none>");       // a capture never spans a top-level ','
  EXPECT_EQ(mapped(s, "spin_lock(&a)(b);"), "<none>");       // ")(" cannot be inside one capture
  EXPECT_EQ(mapped(s, "spin_lock_irq(&l);"), "<none>");
  EXPECT_EQ(mapped(s, "memcpy(a, b, 4);"), "<none>");       // $A twice must be the same text
  EXPECT_EQ(mapped(s, "memcpy(a, a, 4);"), "skip");
}

TEST_F(ScriptTest, PatternDollarEscapeAndPrefix) {
  auto s = script(kTable);
  EXPECT_EQ(mapped(s, "cost($x);"), "dollar");
  EXPECT_EQ(mapped(s, "list_del(&e->node); extra"), "del(&e->node)");
}

TEST_F(ScriptTest, MalformedCapturesAreErrorsWithTheirLine) {
  auto line2 = [&](const std::string& rule) { return error_of("%F prog.c\n%L\n" + rule + "\tskip\n%%\n"); };
  EXPECT_NE(line2("f($1);").find(at(3)), std::string::npos);
  EXPECT_NE(line2("f($1);").find("starts with a letter"), std::string::npos);
  EXPECT_NE(line2("f($);").find("lone '$'"), std::string::npos);
  EXPECT_NE(line2("f(a) $").find("lone '$'"), std::string::npos);
  EXPECT_NE(line2("f(tmp$X);").find("identifier character"), std::string::npos);
  EXPECT_NE(line2("f(tmp$);").find("lone '$'"), std::string::npos);
  EXPECT_NE(line2("f($X$Y);").find("two captures next to each other"), std::string::npos);
  EXPECT_NE(line2("f($X $Y);").find("two captures next to each other"), std::string::npos);
  EXPECT_NE(line2("f($X;").find("unclosed bracket"), std::string::npos);
  EXPECT_NE(line2("f($X));").find("unbalanced ')'"), std::string::npos);
  EXPECT_NE(line2("f(\"$X);").find("unterminated string"), std::string::npos);
  // Well-formed ones are accepted: a prefix may leave a bracket open; $$ is a literal.
  EXPECT_EQ(line2("f($X,..."), "");
  EXPECT_EQ(line2("f($X+$Y);"), "");
  EXPECT_EQ(line2("cost(a$$b);"), "");
}

TEST_F(ScriptTest, PatternCostStaysBoundedOnAdversarialInput) {
  // Many captures over a long argument list with no match: plain backtracking would try
  // every split (exponential); the memoised matcher answers at once.
  std::string lhs = "g(", text = "g(";
  for (int i = 0; i < 12; ++i) lhs += "$A" + std::to_string(i) + "+";
  lhs += "$Z,zz);";
  for (int i = 0; i < 400; ++i) text += "a+";
  text += "b,yy);";
  auto s = script("%F prog.c\n%nodefaults\n%L\n" + lhs + "\tskip\n%%\n");
  EXPECT_EQ(mapped(s, text), "<none>");
  std::string yes = text.substr(0, text.size() - 4) + "zz);";
  EXPECT_EQ(mapped(s, yes), "skip");
  // Back-references are memoised on their values too.
  auto r = script("%F prog.c\n%nodefaults\n%L\nh($A+$B+$A+$B+$C,q);\tskip\n%%\n");
  std::string h = "h(";
  for (int i = 0; i < 300; ++i) h += "x+";
  h += "y,p);";
  EXPECT_EQ(mapped(r, h), "<none>");
}

TEST_F(ScriptTest, TooLongStatementForPatternsIsAnInputError) {
  auto s = script("%F prog.c\n%nodefaults\n%L\nf($X);\tskip\n%%\n");
  std::string big = "f(" + std::string(20000, 'a') + ");";
  try {
    mokert::lookup(s, {}, mokert::normalize_c(big));
    FAIL() << "no error";
  } catch (const mokert::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("longer than pattern rules can match"), std::string::npos);
  }
}

// Rules are first compared on their literal text (the leading text, then every literal in order)
// before the backtracking matcher runs: that check must never reject a real match.
TEST_F(ScriptTest, PatternLiteralPrecheckKeepsEveryMatch) {
  auto s = script("%F prog.c\n%nodefaults\n%L\n"
                  "$P->n=$P->n+1;\tinc($P)\n"          // the last literal also occurs earlier
                  "f($A)+g($A)...\tfg($A)\n"           // a prefix rule ending in a literal, a name twice
                  "$$v=$E;\tdollar($E)\n"              // a literal '$' leads
                  "$X=$A+$B;\tsum($X,$A,$B)\n"         // '+' also inside $B
                  "%%\n");
  EXPECT_EQ(mapped(s, "q->n = q->n + 1;"), "inc(q)");
  EXPECT_EQ(mapped(s, "q->n = r->n + 1;"), "sum(q->n,r->n,1)");
  EXPECT_EQ(mapped(s, "f(k[1]) + g(k[1]) + 3;"), "fg(k[1])");
  EXPECT_EQ(mapped(s, "f(k) + g(j);"), "<none>");
  EXPECT_EQ(mapped(s, "$v = 1 + 2;"), "dollar(1+2)");
  EXPECT_EQ(mapped(s, "x = a + b + c;"), "sum(x,a,b+c)");
}

TEST(PatternMatcher, ManyBackReferencesAreRefusedNotAHang) {
  // Found by fuzz_pattern: a pattern whose names come back again and again, matched against its
  // own text, took seconds (the memo keys hold the names' values, whose combinations grow). Past
  // a fixed amount of work the match is an input error, never a hang. (NUL bytes separate the
  // parts, as in the fuzzer's input: no C text, but nothing the pattern syntax refuses.)
  std::string text =
      "$X=$A+$B+$E A=$C+$xC+$D+$E $X=$A+$B+$E A=$C+$xC+$D+$EAA=X+$$$xxxxxxxxxxxxxxD+$EA= X+$$$B "
      "A=X+$$$B+$X+$$$C+AA=X+$$$xxxxxxxxxxxxxxD+$EA= X+$$$B A=X+$$$B+$X+$$$C+";
  std::replace(text.begin(), text.end(), ' ', '\0');
  text = normalize_c(text);
  ASSERT_EQ(script_detail::pattern_problem(text, false), "");
  std::map<std::string, std::string> caps;
  try {
    script_detail::match_pattern(text, text, false, caps);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("steps to match"), std::string::npos) << e.what();
  }
}
