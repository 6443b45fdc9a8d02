// End to end on ordinary C programs with no script (`mokert extract FILE.c`), then real SPIN:
// each program in data/programs says in its first comment line what must happen:
//   expect: TEXT                 pan's output contains TEXT ("errors: 0", "assertion violated",
//                                "use after free", ...)
//   expect-extract-error: TEXT   mokert extract fails with exit code 2 and TEXT in its message
// A folder in data/programs is one program of several C files: main.c (which holds the
// expectation) and the others in name order, given together (`mokert extract main.c a.c`).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

fs::path programs() { return fs::path(MOKERT_TEST_DATA) / "programs"; }

std::vector<std::string> program_names() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(programs()))
    if (e.path().extension() == ".c" || (e.is_directory() && fs::exists(e.path() / "main.c")))
      out.push_back(e.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

mokert::ProcessResult run(const std::string& program, const std::vector<std::string>& args, const fs::path& cwd) {
  mokert::ProcessOptions o;
  o.cwd = cwd;
  o.deadline = 300s;
  return mokert::run_process(program, args, o);
}

struct Expectation {
  bool extract_error = false;
  std::string text;
};

Expectation expectation(const fs::path& file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  Expectation e;
  for (const std::string key : {"expect-extract-error: ", "expect: "}) {
    auto p = line.find(key);
    if (p == std::string::npos) continue;
    e.extract_error = key == "expect-extract-error: ";
    e.text = line.substr(p + key.size());
    return e;
  }
  ADD_FAILURE() << file << ": the first line has no `expect:`";
  return e;
}

class Programs : public ::testing::TestWithParam<std::string> {};

TEST_P(Programs, ExtractAndVerify) {
  fs::path c = programs() / (GetParam() + ".c");
  std::vector<fs::path> files{c};
  if (fs::is_directory(programs() / GetParam())) {
    c = programs() / GetParam() / "main.c";
    files = {c};
    std::vector<fs::path> rest;
    for (const auto& e : fs::directory_iterator(programs() / GetParam()))
      if (e.path().extension() == ".c" && e.path().filename() != "main.c") rest.push_back(e.path());
    std::sort(rest.begin(), rest.end());
    files.insert(files.end(), rest.begin(), rest.end());
  }
  Expectation want = expectation(c);
  mokert::test::TestFolder folder("programs-" + GetParam());
  const fs::path& out = folder.path();
  std::vector<std::string> args{"extract"};
  for (const auto& f : files) args.push_back(f.string());
  args.insert(args.end(), {"-o", out.string()});
  auto ex = run(MOKERT_BIN, args, out);
  if (want.extract_error) {
    EXPECT_EQ(ex.exit_code, 2) << ex.out;
    EXPECT_NE(ex.out.find(want.text), std::string::npos) << ex.out;
    bool located = false;
    for (const auto& f : files) located = located || ex.out.find(f.filename().string() + ":") != std::string::npos;
    EXPECT_TRUE(located) << "no file:line in\n" << ex.out;
    return;
  }
  ASSERT_EQ(ex.exit_code, 0) << ex.out;
  auto spin = run("spin", {"-a", "model.pml"}, out);
  ASSERT_EQ(spin.exit_code, 0) << spin.out;
  // As `mokert verify` compiles it when the model has c_code: SPIN's partial-order reduction
  // takes c_code for local steps and can drop the interleaving that shows the bug.
  auto cc = run("cc", {"-O1", "-w", "-DNOREDUCE", "-o", "pan", "pan.c"}, out);
  ASSERT_EQ(cc.exit_code, 0) << cc.out;
  auto pan = run((out / "pan").string(), {"-m100000"}, out);
  ASSERT_FALSE(pan.timed_out);
  EXPECT_NE(pan.out.find(want.text), std::string::npos) << pan.out;
  if (want.text == "errors: 0") {
    EXPECT_EQ(pan.out.find("max search depth too small"), std::string::npos) << pan.out;
    EXPECT_EQ(pan.out.find("Search not completed"), std::string::npos) << pan.out;
  } else {
    EXPECT_EQ(pan.out.find("errors: 0"), std::string::npos) << pan.out;
  }
}

INSTANTIATE_TEST_SUITE_P(Plain, Programs, ::testing::ValuesIn(program_names()),
                         [](const ::testing::TestParamInfo<std::string>& i) {
                           std::string n = i.param;
                           for (char& ch : n)
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           return n;
                         });

}  // namespace
