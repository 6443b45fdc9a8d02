// Artefacts are checked when read: a schedule or counterexample that parses but contradicts
// itself is an InputError naming the file and the element's line, never an index out of range
// later in the replay.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "mokert/counterexample.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/schedule.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;
using namespace mokert;

namespace {

Schedule two_threads() {
  Schedule s;
  s.number = 1;
  s.threads = {{0, 1, "worker", "worker", 0, false}, {1, 2, "worker", "worker", 1, false}};
  s.probes = {{0, "/src/a.c", 5, 3, "after", "x=1;", ""}};
  s.switches = {{0, 0, 0, 1, 1, 2}, {1, 1, 0, 1, -1, 3}};
  return s;
}

std::string error_reading(const fs::path& p) {
  try {
    (void)read_schedule(p);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(ScheduleCheck, AValidScheduleReadsBack) {
  test::TestFolder dir("schedule-ok");
  write_schedule(two_threads(), dir.path() / "schedule-1.xml");
  EXPECT_EQ(read_schedule(dir.path() / "schedule-1.xml").switches.size(), 2u);
}

TEST(ScheduleCheck, DanglingReferencesNameTheLine) {
  test::TestFolder dir("schedule-bad");
  const fs::path p = dir.path() / "schedule-1.xml";
  auto s = two_threads();
  s.switches[1].next = 7;
  write_schedule(s, p);
  std::string e = error_reading(p);
  EXPECT_NE(e.find(p.string() + ":"), std::string::npos) << e;
  EXPECT_NE(e.find("next=\"7\" is neither -1 nor a listed thread"), std::string::npos) << e;
  // The line is the second <switch> element's.
  const std::string text = read_file(p);
  const size_t at = text.find("<switch seq=\"1\"");
  ASSERT_NE(at, std::string::npos);
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(at), '\n');
  EXPECT_NE(e.find(p.string() + ":" + std::to_string(line) + ":"), std::string::npos) << e;

  s = two_threads();
  s.switches[0].probe = 3;
  write_schedule(s, p);
  EXPECT_NE(error_reading(p).find("probe=\"3\" is not listed"), std::string::npos);
  s = two_threads();
  s.threads[1].id = 0;
  write_schedule(s, p);
  EXPECT_NE(error_reading(p).find("thread id 0 is listed twice"), std::string::npos);
  s = two_threads();
  s.first = 5;
  write_schedule(s, p);
  EXPECT_NE(error_reading(p).find("first=\"5\""), std::string::npos);
}

TEST(CounterexampleCheck, ViolationStepPastTheStepsIsAnInputError) {
  test::TestFolder dir("cex-bad");
  Counterexample c;
  c.number = 1;
  c.violation_step = 1;
  write_counterexample(c, dir.path() / "cex-1.xml");
  EXPECT_THROW(read_counterexample(dir.path() / "cex-1.xml"), InputError);
}

TEST(ReadFile, AFolderOrADeviceIsNotAFile) {
  test::TestFolder dir("read-folder");
  EXPECT_THROW(read_file(dir.path()), InputError);
  EXPECT_THROW(read_file("/dev/zero"), InputError);
}

} // namespace
