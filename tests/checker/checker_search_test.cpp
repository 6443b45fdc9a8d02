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

TEST_F(Search, ReductionOffWhenEmbeddedCDereferencesAPointer) {
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
  EXPECT_NE(v.cc_flags.find("-DNOREDUCE"), std::string::npos) << v.cc_flags;
  EXPECT_NE(r.out.find("partial-order reduction off"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("e.g. model.pml: c_code {"), std::string::npos) << r.out;
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
}

TEST_F(Search, ReductionStaysOnForAnOwnArrayAndOffForAnIndexedPointer) {
  // A process's own array (a Promela local, pan.h's struct) indexed in C reaches only its own
  // memory; a local pointer indexed may reach anything.
  auto r = verify(
      "active [2] proctype p() {\n"
      "  byte buf[4]; int i;\n"
      "  c_code { Pp->i = 2; };\n"
      "  c_code { Pp->buf[Pp->i] = Pp->i + 1; }\n"
      "}\n");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(read_verification(dir / "verification.xml").cc_flags.find("-DNOREDUCE"), std::string::npos) << r.out;
  r = verify(
      "c_decl { int cells[4]; }\n"
      "c_state \"int *ptr\" \"Local p\"\n"
      "active [2] proctype p() {\n"
      "  c_code { Pp->ptr = &cells[0]; };\n"
      "  c_code { Pp->ptr[1] = 1; }\n"
      "}\n");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(read_verification(dir / "verification.xml").cc_flags.find("-DNOREDUCE"), std::string::npos) << r.out;
}

TEST_F(Search, ReductionOffForABareCName) {
  // A C global outside the state vector, named without now.: SPIN would take it for local.
  auto r = verify("c_decl { int hidden_counter; }\nactive [2] proctype p() { c_code { hidden_counter = 1; } }\n");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(read_verification(dir / "verification.xml").cc_flags.find("-DNOREDUCE"), std::string::npos);
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
