// User mistakes that used to surface as "internal error" or echo whole lines: each is an input
// error (exit 2) naming the script line, quoting at most one printable line of the input.
#include <gtest/gtest.h>

#include <filesystem>

#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

const fs::path kOkC = fs::path(MOKERT_TEST_DATA) / "translate" / "bad" / "ok.c";

mokert::ProcessResult extract_script(const mokert::test::TestFolder& folder, const std::string& script) {
  mokert::write_file_atomic(folder.path() / "s.prx", script);
  mokert::ProcessOptions o;
  o.deadline = 60s;
  return mokert::run_process(MOKERT_BIN, {"extract", (folder.path() / "s.prx").string(), "-o",
                                          (folder.path() / "out").string()}, o);
}

void expect_located_input_error(const mokert::ProcessResult& r, const std::string& where) {
  EXPECT_FALSE(r.signalled) << r.out;
  EXPECT_FALSE(r.timed_out);
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find(where), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("internal error"), std::string::npos) << r.out;
  EXPECT_LT(r.out.size(), 2000u) << "the message echoes too much input";
}

TEST(UserMistakes, HugeInstanceCountIsAnInputError) {
  mokert::test::TestFolder folder("mistake-n");
  auto r = extract_script(folder, "%F " + kOkC.string() + "\n%N 99999999999999999999\n%X -a f\n");
  expect_located_input_error(r, "s.prx:2");
  EXPECT_NE(r.out.find("1 to 255"), std::string::npos) << r.out;
}

TEST(UserMistakes, HugeInstanceCountInAnExtractFlagIsAnInputError) {
  mokert::test::TestFolder folder("mistake-x");
  auto r = extract_script(folder, "%F " + kOkC.string() + "\n%X -a99999999999999999999 f\n");
  expect_located_input_error(r, "s.prx:2");
}

TEST(UserMistakes, TooLongFileNameIsAnInputError) {
  mokert::test::TestFolder folder("mistake-f");
  auto r = extract_script(folder, "%F " + std::string(5000, 'a') + ".c\n%X -a f\n");
  expect_located_input_error(r, "s.prx:1");
}

TEST(UserMistakes, BinaryGarbageIsQuotedPrintablyAndShort) {
  mokert::test::TestFolder folder("mistake-bin");
  std::string junk = "%";
  for (int i = 0; i < 200000; ++i) junk += static_cast<char>((i * 37 + 11) % 256 ? (i * 37 + 11) % 256 : 1);
  auto r = extract_script(folder, junk + "\n");
  EXPECT_NE(r.exit_code, 0) << r.out;
  EXPECT_FALSE(r.signalled) << r.out.substr(0, 500);
  EXPECT_EQ(r.out.find("internal error"), std::string::npos) << r.out.substr(0, 500);
  EXPECT_LT(r.out.size(), 2000u) << r.out.substr(0, 500);
  for (char c : r.out)
    EXPECT_TRUE(c == '\n' || (c >= 0x20 && c < 0x7f)) << "unprintable byte " << int(static_cast<unsigned char>(c));
}

TEST(UserMistakes, AMegabyteLineIsNotEchoedWhole) {
  mokert::test::TestFolder folder("mistake-long");
  auto r = extract_script(folder, "%F " + kOkC.string() + "\n%X -a f\n%Y " + std::string(1 << 20, 'y') + "\n");
  EXPECT_EQ(r.exit_code, 2) << r.out.substr(0, 500);
  EXPECT_LT(r.out.size(), 2000u) << r.out.substr(0, 500);
}

// `%X -a2 worker` for a thread routine that reads its argument: every instance gets 0, where the
// program gives each thread its own; the model is not the program, and the user is told how to
// get the arguments. `(void)arg;` is no read.
TEST(UserMistakes, ActiveThreadRoutineThatReadsItsArgumentGetsANote) {
  mokert::test::TestFolder folder("mistake-arg");
  mokert::write_file_atomic(folder.path() / "w.c",
                            "int slot[2];\n"
                            "void *worker(void *arg) { int me = (int)(long)arg; slot[me] = 1; return 0; }\n"
                            "void *quiet(void *arg) { (void)arg; slot[0] = 2; return 0; }\n");
  auto r = extract_script(folder, "%F " + (folder.path() / "w.c").string() + "\n%X -a2 worker\n%X -a quiet\n");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("'worker' reads its argument `arg`"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("%X -p worker"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("'quiet' reads"), std::string::npos) << r.out;
}

} // namespace
