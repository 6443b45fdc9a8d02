// Numbers and text the user typed: parsed whole and range-checked; quoted short and printable.
#include <gtest/gtest.h>

#include "mokert/error.hpp"
#include "mokert/numbers.hpp"

using namespace mokert;

TEST(ParseUnsigned, AcceptsWholeNumbersInRange) {
  EXPECT_EQ(parse_unsigned("0"), 0u);
  EXPECT_EQ(parse_unsigned("4294967295"), 4294967295u);
  EXPECT_EQ(parse_unsigned("255", 255), 255u);
}

TEST(ParseUnsigned, RejectsEverythingElse) {
  for (const char* bad : {"", "-1", "+1", " 1", "1 ", "1x", "0x10", "4294967296", "99999999999999999999",
                          "999999999999999999999999999999"})
    EXPECT_FALSE(parse_unsigned(bad)) << bad;
  EXPECT_FALSE(parse_unsigned("256", 255));
}

TEST(ParseSeconds, FiniteAndPositiveOnly) {
  EXPECT_EQ(parse_seconds("1.5"), 1.5);
  for (const char* bad : {"", "0", "-1", "nan", "inf", "1e300", "1e-400x", "5s"}) EXPECT_FALSE(parse_seconds(bad)) << bad;
}

TEST(PrintableExcerpt, OneLineShortAndPrintable) {
  EXPECT_EQ(printable_excerpt("abc"), "abc");
  EXPECT_EQ(printable_excerpt("abc\ndef"), "abc...");
  EXPECT_EQ(printable_excerpt("abc\r\n"), "abc");
  EXPECT_EQ(printable_excerpt(std::string("a\0b\x7f\xff", 5)), "a\\x00b\\x7f\\xff");
  EXPECT_EQ(printable_excerpt(std::string(1 << 20, 'x'), 10), "xxxxxxxxxx...");
}

TEST(PrintableMessage, KeepsLinesCutsEachAndTheWhole) {
  EXPECT_EQ(printable_message("a\nb"), "a\nb");
  EXPECT_EQ(printable_message(std::string(1000, 'y') + "\nz", 5), "yyyyy...\nz");
  std::string many;
  for (int i = 0; i < 500; ++i) many += "l\n";
  EXPECT_LT(printable_message(many).size(), 400u);
}
