// cex-N.xml version 3: thread identity (creation index), process starts and forced values survive
// a write/read; an older file is refused with a message naming it; linemap's `nondet` round-trips.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "mokert/counterexample.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/linemap.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;
using namespace mokert;

namespace {

fs::path temp_dir() {
  return mokert::test::fresh_folder("cexxml");
}

Counterexample two_threads_on_one_pid() {
  Counterexample cex;
  cex.number = 3;
  cex.trail = "model.pml.trail";
  cex.outcome = PropertyOutcome::AssertionViolated;
  cex.threads = {{0, ":init:", "", true, 0}, {1, "thread1", "thread1", false, 1}, {1, "thread2", "thread2", false, 2}};
  CexStep a;
  a.index = 1;
  a.pid = 1;
  a.proctype = "thread1";
  a.creation = 1;
  a.pml_file = "model.pml";
  a.pml_line = 8;
  a.statement = "v = 2";
  MapEntry e;
  e.pml_line = 8;
  e.function = "thread1";
  e.c.file = "/src/p.c";
  e.c.line = 3;
  e.kind = StmtKind::Assign;
  e.c_text = "int v = __VERIFIER_nondet_int();";
  e.rule = "svcomp.lut:4";
  e.nondet = "v";
  a.c = e;
  a.values = {{"v", "2"}, {"p->len", "-7"}};
  CexStep b = a;
  b.index = 2;
  b.proctype = "thread2";
  b.creation = 2;
  b.values.clear();
  b.switch_before = true;
  cex.steps = {a, b};
  return cex;
}

TEST(ForcedValueWords, AConditionWaitsEndReadsAsWords) {
  EXPECT_EQ(describe(ForcedValue{"mokert_spurious", "1"}), "spurious wake-up");
  EXPECT_EQ(describe(ForcedValue{"mokert_timedout", "1"}), "spurious wake-up");
  EXPECT_EQ(describe(ForcedValue{"mokert_timedout", "110"}), "timed out");
  EXPECT_EQ(describe(ForcedValue{"mokert_spurious", "0"}), "");  // signalled: nothing chosen to say
  EXPECT_EQ(describe(ForcedValue{"avail", "0"}), "avail := 0");
  EXPECT_EQ(describe(ForcedValue{"it != NULL", "1"}), "it != NULL := 1");
}

} // namespace

TEST(CounterexampleXmlV2, CreationAndValuesRoundTrip) {
  fs::path p = temp_dir() / "cex-3.xml";
  write_counterexample(two_threads_on_one_pid(), p);
  Counterexample r = read_counterexample(p);
  ASSERT_EQ(r.threads.size(), 3u);
  EXPECT_EQ(r.threads[1].pid, r.threads[2].pid);
  EXPECT_EQ(r.threads[1].creation, 1u);
  EXPECT_EQ(r.threads[2].creation, 2u);
  EXPECT_EQ(r.threads[2].proctype, "thread2");
  ASSERT_EQ(r.steps.size(), 2u);
  EXPECT_EQ(r.steps[0].creation, 1u);
  EXPECT_EQ(r.steps[1].creation, 2u);
  ASSERT_EQ(r.steps[0].values.size(), 2u);
  EXPECT_EQ(r.steps[0].values[0].name, "v");
  EXPECT_EQ(r.steps[0].values[0].value, "2");
  EXPECT_EQ(r.steps[0].values[1].name, "p->len");
  EXPECT_EQ(r.steps[0].values[1].value, "-7");
  EXPECT_TRUE(r.steps[1].values.empty());
  ASSERT_TRUE(r.steps[0].c.has_value());
  EXPECT_EQ(r.steps[0].c->nondet, "v");
  std::string text = read_file(p);
  EXPECT_NE(text.find("<counterexample version=\"3\""), std::string::npos);
  EXPECT_NE(text.find("<value name=\"v\">2</value>"), std::string::npos);
  fs::remove_all(p.parent_path());
}

// Where an invalid end state's processes block: one from C (with its statement), one not.
TEST(CounterexampleXmlV3, BlockedProcessesRoundTrip) {
  fs::path p = temp_dir() / "cex-5.xml";
  Counterexample cex = two_threads_on_one_pid();
  cex.outcome = PropertyOutcome::InvalidEndState;
  cex.blocked.push_back({1, "thread2", 2, "model.pml", 8, cex.steps[0].c, ""});
  cex.blocked.push_back({0, ":init:", 0, "model.pml", 40, std::nullopt, "(_nr_pr == 1)"});
  write_counterexample(cex, p);
  Counterexample r = read_counterexample(p);
  ASSERT_EQ(r.blocked.size(), 2u);
  EXPECT_EQ(r.blocked[0].proctype, "thread2");
  EXPECT_EQ(r.blocked[0].creation, 2u);
  EXPECT_EQ(r.blocked[0].pml_line, 8u);
  ASSERT_TRUE(r.blocked[0].c.has_value());
  EXPECT_EQ(r.blocked[0].c->c.line, 3u);
  EXPECT_EQ(r.blocked[0].c->c_text, "int v = __VERIFIER_nondet_int();");
  EXPECT_EQ(r.blocked[1].pid, 0);
  EXPECT_EQ(r.blocked[1].pml_line, 40u);
  EXPECT_FALSE(r.blocked[1].c.has_value());
  EXPECT_EQ(r.blocked[1].promela, "(_nr_pr == 1)");
  // A file without the list (written before it existed) reads as none.
  Counterexample plain = two_threads_on_one_pid();
  write_counterexample(plain, p);
  EXPECT_TRUE(read_counterexample(p).blocked.empty());
  fs::remove_all(p.parent_path());
}

// A never-run process is known from its start only; the starts keep SPIN's order.
TEST(CounterexampleXmlV3, StartsRoundTripInOrder) {
  fs::path p = temp_dir() / "cex-4.xml";
  Counterexample cex = two_threads_on_one_pid();
  cex.starts.push_back({2, "worker", "worker", 1, 1});
  cex.starts.push_back({1, "thread2", "thread2", 2, 2});
  cex.starts.push_back({3, "feeder", "", 3, 0});
  write_counterexample(cex, p);
  Counterexample r = read_counterexample(p);
  ASSERT_EQ(r.starts.size(), 3u);
  EXPECT_EQ(r.starts[0].pid, 2);
  EXPECT_EQ(r.starts[0].proctype, "worker");
  EXPECT_EQ(r.starts[0].function, "worker");
  EXPECT_EQ(r.starts[0].creation, 1u);
  EXPECT_EQ(r.starts[0].step, 1u);
  EXPECT_EQ(r.starts[1].creation, 2u);
  EXPECT_EQ(r.starts[2].function, "");
  EXPECT_EQ(r.starts[2].step, 0u);
  // A start past the last step does not fit the counterexample.
  write_file_atomic(p, "<?xml version=\"1.0\"?>\n<counterexample version=\"3\" number=\"4\" outcome=\"assertion-violated\">"
                       "<starts><start pid=\"1\" proctype=\"w\" creation=\"1\" step=\"2\"/></starts>"
                       "<steps><step index=\"1\" pid=\"0\"/></steps></counterexample>\n");
  EXPECT_THROW(read_counterexample(p), InputError);
  fs::remove_all(p.parent_path());
}

TEST(CounterexampleXmlV2, Version1IsRefusedNamingTheFile) {
  fs::path p = temp_dir() / "cex-1.xml";
  write_file_atomic(p, "<?xml version=\"1.0\"?>\n<counterexample version=\"1\" number=\"1\"><steps/></counterexample>\n");
  try {
    read_counterexample(p);
    FAIL() << "a version-1 cex was read";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(p.string()), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("version"), std::string::npos) << e.what();
  }
  fs::remove_all(p.parent_path());
}

TEST(CounterexampleXmlV2, ValueWithoutNameIsAnInputError) {
  fs::path p = temp_dir() / "cex-2.xml";
  write_file_atomic(p, "<?xml version=\"1.0\"?>\n<counterexample version=\"3\" number=\"2\" outcome=\"assertion-violated\">"
                       "<steps><step index=\"1\" pid=\"1\"><value>3</value></step></steps></counterexample>\n");
  EXPECT_THROW(read_counterexample(p), InputError);
  fs::remove_all(p.parent_path());
}

TEST(LineMapNondet, RoundTripsAndIsOptional) {
  fs::path p = temp_dir() / "model.map.xml";
  LineMap map;
  map.model = "model.pml";
  MapEntry e;
  e.pml_line = 8;
  e.proctype = "thread1";
  e.function = "thread1";
  e.c.file = "/src/p.c";
  e.c.line = 3;
  e.kind = StmtKind::Assign;
  e.c_text = "x = __VERIFIER_nondet_int();";
  e.rule = "default";
  e.nondet = "x";
  map.entries.push_back(e);
  e.pml_line = 9;
  e.nondet.clear();
  map.entries.push_back(e);
  write_linemap(map, p);
  LineMap r = read_linemap(p);
  ASSERT_EQ(r.entries.size(), 2u);
  EXPECT_EQ(r.find(8)->nondet, "x");
  EXPECT_EQ(r.find(9)->nondet, "");
  EXPECT_EQ(read_file(p).find("nondet=\"\""), std::string::npos);
  fs::remove_all(p.parent_path());
}
