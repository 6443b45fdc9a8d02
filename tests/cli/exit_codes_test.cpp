// The exit-code table every command shares: 0 proved, 1 CONFIRMED, 2 input, 3 tool failure or
// incomplete search, 4 counterexamples none of which reproduced.
#include <gtest/gtest.h>

#include "exit_codes.hpp"

namespace mokert::cli {
namespace {

using K = VerdictKind;

TEST(ExitCodes, NoCounterexampleIsAProofOnlyWhenTheSearchWasComplete) {
  EXPECT_EQ(exit_code_for({}, true), 0);
  EXPECT_EQ(exit_code_for({}, false), 3);
}

TEST(ExitCodes, AnyConfirmedIsABug) {
  EXPECT_EQ(exit_code_for({K::Confirmed}), 1);
  EXPECT_EQ(exit_code_for({K::Stalled, K::Error, K::Confirmed}), 1);
  EXPECT_EQ(exit_code_for({K::NotReproduced, K::Confirmed}, false), 1);
}

TEST(ExitCodes, OnlyFalseAlarmsIsFour) {
  EXPECT_EQ(exit_code_for({K::NotReproduced}), 4);
  EXPECT_EQ(exit_code_for({K::Stalled}), 4);
  EXPECT_EQ(exit_code_for({K::Stalled, K::NotReproduced}), 4);
}

TEST(ExitCodes, AReplayThatFailedIsAToolFailureNotAFalseAlarm) {
  EXPECT_EQ(exit_code_for({K::Error}), 3);
  EXPECT_EQ(exit_code_for({K::NotReproduced, K::Error}), 3);
}

TEST(ExitCodes, TheHelpTextListsEveryCode) {
  std::string h = exit_code_help();
  for (const char* want : {"0 proved", "1 a CONFIRMED bug", "2 usage or input error", "3 tool failure",
                           "incomplete search", "4 counterexamples"})
    EXPECT_NE(h.find(want), std::string::npos) << want;
  EXPECT_EQ(kExitFalseAlarm, 4);
}

} // namespace
} // namespace mokert::cli
