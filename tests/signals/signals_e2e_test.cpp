// SIGINT, SIGTERM and SIGHUP sent to mokert during each long step (compiling pan, a pan search
// that would run for hours, compiling the instrumented program, a replayed program parked at
// its switch point) end mokert by that signal, and no process of mokert's is left running.
#include <gtest/gtest.h>

#include "cex_builder.hpp"
#include "mokert/counterexample.hpp"
#include "mokert/files.hpp"
#include "signal_harness.hpp"
#include "test_folder.hpp"

namespace mokert::test {
namespace {

// Four bytes stepped by three processes: billions of states, pan searches far beyond any test.
const char* kHugeModel = R"(byte a, b, c, d;
active [3] proctype stepper() {
  do
  :: a = a + 1
  :: b = b + 1
  :: c = c + 1
  :: d = d + 1
  od
}
)";

struct Case {
  std::string step;  // the name (prefix) of the child process to interrupt
  int sig;
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.step << " " << signal_name(c.sig); }

std::string case_name(const ::testing::TestParamInfo<Case>& info) {
  std::string s = info.param.step + "_" + signal_name(info.param.sig);
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return s;
}

class VerifyInterrupted : public ::testing::TestWithParam<Case> {};

TEST_P(VerifyInterrupted, NoChildOutlivesMokert) {
  TestFolder folder("signal-verify");
  write_file_atomic(folder.path() / "model.pml", kHugeModel);
  interrupt_during({"verify", folder.path().string(), "--timeout", "600"}, GetParam().step, GetParam().sig,
                   folder.path(), std::chrono::seconds(120));
}

INSTANTIATE_TEST_SUITE_P(Signals, VerifyInterrupted,
                         ::testing::Values(Case{"cc1", SIGINT}, Case{"cc1", SIGTERM}, Case{"cc1", SIGHUP},
                                           Case{"pan", SIGINT}, Case{"pan", SIGTERM}, Case{"pan", SIGHUP}),
                         case_name);

class ReplayInterrupted : public ::testing::TestWithParam<Case> {};

// The counterexample wants the worker's second pass of `go = go + 1`, which never comes: the
// program stays parked until the replay's deadline (60 s), far beyond the signal.
TEST_P(ReplayInterrupted, NoChildOutlivesMokert) {
  TestFolder folder("signal-replay");
  const std::string source = std::string(MOKERT_TEST_DATA) + "/loop_forever.c";
  write_counterexample(make_cex(source, {{1, "worker"}}, {{1, 7, 3}, {1, 8, 10, StmtKind::Condition}, {1, 7, 3}}),
                       folder.path() / "cex-1.xml");
  interrupt_during({"replay", folder.path().string(), "1", "--timeout", "60", "--source", source},
                   GetParam().step, GetParam().sig, folder.path(), std::chrono::seconds(120));
}

INSTANTIATE_TEST_SUITE_P(Signals, ReplayInterrupted,
                         ::testing::Values(Case{"cc1", SIGINT}, Case{"cc1", SIGTERM}, Case{"cc1", SIGHUP},
                                           Case{"program", SIGINT}, Case{"program", SIGTERM},
                                           Case{"program", SIGHUP}),
                         case_name);

} // namespace
} // namespace mokert::test
