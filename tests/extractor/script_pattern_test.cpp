// Pattern rules ($X captures): mokert's extension to Modex's lookup tables.
#include "script_fixture.hpp"

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
