// How verify sets pan up for the search: partial-order reduction only where sound with embedded
// C, and the retries when the state space does not fit (compression, then bitstate).
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "mokert/checker.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

class Search : public ::testing::Test {
protected:
  fs::path dir;
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir = fs::temp_directory_path() / ("mokert-search-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  void TearDown() override {
    if (!HasFailure()) fs::remove_all(dir);
  }
  ProcessResult verify(const std::string& model, std::vector<std::string> extra = {}) {
    std::ofstream(dir / "model.pml") << model;
    std::vector<std::string> args{"verify", dir.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    ProcessOptions o;
    o.deadline = std::chrono::seconds(300);
    return run_process(MOKERT_BIN, args, o);
  }
};

// Two processes whose embedded C touches only their own locals and globals named with now.
const char* kLocalC =
    "int g;\n"
    "c_state \"int acc\" \"Local p\"\n"
    "active [2] proctype p() {\n"
    "  c_code { Pp->acc = 1; };\n"
    "  c_code { now.g = now.g + Pp->acc; };\n"
    "  c_expr { Pp->acc > 0 } -> skip\n"
    "}\n";

TEST_F(Search, ReductionStaysOnWhenEmbeddedCIsLocalOrNamesGlobals) {
  auto r = verify(kLocalC);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  auto v = read_verification(dir / "verification.xml");
  EXPECT_EQ(v.cc_flags.find("-DNOREDUCE"), std::string::npos) << v.cc_flags;
  EXPECT_EQ(r.out.find("partial-order reduction off"), std::string::npos) << r.out;
}

// The global flag (7th argument of settr) pan.t gives the transition whose text is `text`.
std::string flag_of(const fs::path& dir, const std::string& text) {
  const std::string t = read_file(dir / "pan.t");
  size_t at = t.find("\"" + text + "\", ");
  if (at == std::string::npos) return "absent";
  return t.substr(at + text.size() + 4, 1);
}

TEST_F(Search, EmbeddedCThroughAPointerIsGlobalAndReductionStaysOn) {
  // `*Pp->ptr = 1` has neither now. nor '(': spin -a takes it for local. It is marked global
  // instead, so the model is reduced soundly; before, the whole model went without reduction.
  std::string model =
      "c_decl { int shared_cell; }\n"
      "c_state \"int *ptr\" \"Local p\"\n"
      "active [2] proctype p() {\n"
      "  c_code { Pp->ptr = &shared_cell; };\n"
      "  c_code { *Pp->ptr = 1; }\n"
      "}\n";
  auto r = verify(model);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  auto v = read_verification(dir / "verification.xml");
  EXPECT_EQ(v.cc_flags.find("-DNOREDUCE"), std::string::npos) << v.cc_flags;
  EXPECT_EQ(r.out.find("partial-order reduction off"), std::string::npos) << r.out;
  EXPECT_EQ(flag_of(dir, "{c_code2}"), "1");
  EXPECT_EQ(flag_of(dir, "{c_code3}"), "1");
}

TEST_F(Search, LostUpdateThroughLocalPointersIsFound) {
  // Two processes increment one global through their own pointers to it, in two steps. spin -a
  // takes both steps for local (no now., no '('): with its marks the reduction runs each
  // process's two steps together and the lost update is never searched.
  auto r = verify(
      "int g;\n"
      "c_state \"int *p\" \"Local q\"\n"
      "c_state \"int t\" \"Local q\"\n"
      "active [2] proctype q() {\n"
      "  c_code { Pq->p = &now.g; };\n"
      "  c_code { Pq->t = *Pq->p; };\n"
      "  c_code { *Pq->p = Pq->t + 1; }\n"
      "}\n"
      "active proctype check() { timeout -> assert(g == 2) }\n");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find("assert"), std::string::npos) << r.out;
}

TEST_F(Search, ReductionStaysOnForErrnoLoadedAndSavedPerProcess) {
  // The extractor's wrapper of every c_code step of a program that uses errno
  // (extractor/src/translate_errno.hpp): errno names no data another process reads.
  auto r = verify(
      "c_decl { \\#include <errno.h>\n }\n"
      "active [2] proctype p() {\n"
      "  int mokert_errno;\n"
      "  c_code { errno = Pp->mokert_errno; errno = 0; ; Pp->mokert_errno = errno; };\n"
      "  c_expr { (Pp->mokert_errno) == 0 } -> skip\n"
      "}\n");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(read_verification(dir / "verification.xml").cc_flags.find("-DNOREDUCE"), std::string::npos);
  EXPECT_EQ(flag_of(dir, "({c_code3})"), "0");
}

TEST_F(Search, ABareCNameIsGlobal) {
  // A C global outside the state vector, named without now.: spin -a would take it for local.
  auto r = verify("c_decl { int hidden_counter; }\nactive [2] proctype p() { c_code { hidden_counter = 1; } }\n");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(read_verification(dir / "verification.xml").cc_flags.find("-DNOREDUCE"), std::string::npos);
  EXPECT_EQ(flag_of(dir, "{c_code2}"), "1");
}

TEST_F(Search, ReductionOffForSharedCInsideADStep) {
  // A c_expr inside a d_step is written into the d_step's code with no name: no transition
  // can be marked for it, so the whole model goes without reduction.
  auto r = verify(
      "c_decl { int hidden; }\n"
      "active [2] proctype p() { int i; d_step { c_expr { hidden == 0 } -> i = 1 } }\n");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(read_verification(dir / "verification.xml").cc_flags.find("-DNOREDUCE"), std::string::npos);
  EXPECT_NE(r.out.find("partial-order reduction off"), std::string::npos) << r.out;
}

TEST_F(Search, LocalLoopInEmbeddedCIsReduced) {
  // A loop over the process's locals whose guard has parentheses: spin -a takes every step for
  // global. Marked local, three processes' loops are not interleaved step by step.
  auto r = verify(
      "int total;\n"
      "proctype w() {\n"
      "  int i; int s;\n"
      "top: if\n"
      "  :: c_expr { Pw->i < (20) }\n"
      "  :: else -> goto brk\n"
      "  fi;\n"
      "  c_code { Pw->s += (Pw->i); };\n"
      "  c_code { Pw->i++; };\n"
      "  goto top;\n"
      "brk: total = total + s\n"
      "}\n"
      "init { run w(); run w(); run w() }\n");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(flag_of(dir, "({c_code1})"), "0");
  EXPECT_EQ(flag_of(dir, "{c_code2}"), "0");
  auto v = read_verification(dir / "verification.xml");
  // 3 x 62 local steps: interleaved one by one that is about 62^3 states.
  EXPECT_LT(v.states_stored, 20000u) << v.states_stored;
}

TEST_F(Search, OutOfMemoryRetriesWithCompressionThenBitstate) {
  // About 70 000 states with deep paths: too many for 3 MB even compressed (-DCOLLAPSE, then
  // -DMA sized from pan's state vector); the last try is a bitstate search, and the result is
  // never reported as a proof.
  std::string wide =
      "byte a, b, c;\n"
      "active proctype p1() { do :: a < 40 -> a++ :: a > 0 -> a-- :: break od }\n"
      "active proctype p2() { do :: b < 40 -> b++ :: b > 0 -> b-- :: break od }\n"
      "active proctype p3() { do :: c < 40 -> c++ :: c > 0 -> c-- :: break od }\n";
  auto r = verify(wide, {"--memlim", "3"});
  EXPECT_EQ(r.exit_code, 3) << r.out;
  EXPECT_NE(r.out.find("-DCOLLAPSE"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("-DMA="), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("falling back to a bitstate search"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("INCOMPLETE"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("0 errors, complete"), std::string::npos) << r.out;
  EXPECT_FALSE(read_verification(dir / "verification.xml").complete);
}

TEST_F(Search, MemoryMethodFixedByTheUserIsNotRetried) {
  // %O -DCOLLAPSE (here as the script's cc flags) means the user chose the storage: no retry.
  std::string wide =
      "byte a, b, c;\n"
      "active proctype p1() { do :: a < 40 -> a++ :: a > 0 -> a-- :: break od }\n"
      "active proctype p2() { do :: b < 40 -> b++ :: b > 0 -> b-- :: break od }\n";
  std::ofstream(dir / "s.prx") << "%O -DCOLLAPSE\n%P\nbool unused;\n%%\n";
  std::ofstream(dir / "s.c") << "int main(void) { return 0; }\n";
  auto r = verify(wide, {"--memlim", "1", "--script", (dir / "s.prx").string()});
  EXPECT_EQ(r.exit_code, 3) << r.out;
  EXPECT_EQ(r.out.find("recompiling with state compression"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("out of memory"), std::string::npos) << r.out;
}

} // namespace
} // namespace mokert
