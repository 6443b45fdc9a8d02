// normalize_c / normalize_condition: the text lookup tables are matched against.
#include <gtest/gtest.h>

#include "mokert/script.hpp"

using mokert::normalize_c;
using mokert::normalize_condition;

TEST(ScriptNormalize, WhitespaceBetweenPunctuationGoes) {
  EXPECT_EQ(normalize_c("x  =  y ;"), "x=y;");
  EXPECT_EQ(normalize_c("x=y;"), "x=y;");
  EXPECT_EQ(normalize_c("pthread_mutex_lock ( & mutex ) ;"), "pthread_mutex_lock(&mutex);");
  EXPECT_EQ(normalize_c("\t a [ i ] -> b . c\n"), "a[i]->b.c");
}

TEST(ScriptNormalize, WordsKeepOneSpace) {
  EXPECT_EQ(normalize_c("unsigned   long\tx = 1"), "unsigned long x=1");
  EXPECT_EQ(normalize_c("return  x ;"), "return x;");
  EXPECT_EQ(normalize_c("return(x);"), "return(x);");
}

TEST(ScriptNormalize, TokensThatWouldMergeStayApart) {
  EXPECT_EQ(normalize_c("a - -b"), "a- -b");
  EXPECT_EQ(normalize_c("a + +b"), "a+ +b");
  EXPECT_EQ(normalize_c("a++ + b"), "a++ +b");
  EXPECT_EQ(normalize_c("x = - 1"), "x=-1");
  EXPECT_EQ(normalize_c("p & &q"), "p& &q");
  EXPECT_EQ(normalize_c("a / *p"), "a/ *p");
  EXPECT_EQ(normalize_c("x = 1 .5"), "x=1 .5");
}

TEST(ScriptNormalize, LiteralsKeptCommentsDropped) {
  EXPECT_EQ(normalize_c("printf( \"a  b\\n\" , 'c' ) ;"), "printf(\"a  b\\n\",'c');");
  EXPECT_EQ(normalize_c("x = /* why */ y; // done"), "x=y;");
  EXPECT_EQ(normalize_c("int/**/x;"), "int x;");
  EXPECT_EQ(normalize_c("f(a,\n    b);"), "f(a,b);");
  EXPECT_EQ(normalize_c("s = \"it's // not a comment\";"), "s=\"it's // not a comment\";");
}

TEST(ScriptNormalize, ConditionsGetOneOuterPair) {
  EXPECT_EQ(normalize_condition("x > 0"), "(x>0)");
  EXPECT_EQ(normalize_condition("(x > 0)"), "(x>0)");
  EXPECT_EQ(normalize_condition("(a) || (b)"), "((a)||(b))");
  EXPECT_EQ(normalize_condition("!get_data(p)"), "(!get_data(p))");
  EXPECT_EQ(normalize_condition("(s == \")\")"), "(s==\")\")");
}
