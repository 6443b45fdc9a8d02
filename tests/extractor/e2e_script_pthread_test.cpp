// promela-runtime/pthread.pml: each model under data/script/pthread runs through real
// spin -a, cc and ./pan; its first line says what SPIN must report ("expect: ok",
// "expect: assertion violated" or "expect: invalid end state"). Correct use gives no error,
// misuse gives exactly that violation.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>

#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kModels = fs::path(MOKERT_TEST_DATA) / "script" / "pthread";
const fs::path kRuntime = fs::path(MOKERT_SOURCE_DIR) / "promela-runtime";

std::vector<std::string> models() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(kModels))
    if (e.path().extension() == ".pml") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string expectation(const fs::path& model) {
  std::ifstream in(model);
  std::string first;
  std::getline(in, first);
  auto at = first.find("expect: ");
  if (at == std::string::npos) return "";
  auto end = first.find(" --", at);
  return first.substr(at + 8, end == std::string::npos ? std::string::npos : end - at - 8);
}

class PthreadRuntime : public ::testing::TestWithParam<std::string> {};

TEST_P(PthreadRuntime, SpinReportsWhatTheModelExpects) {
  const fs::path model = kModels / (GetParam() + ".pml");
  const std::string expect = expectation(model);
  ASSERT_TRUE(expect == "ok" || expect == "assertion violated" || expect == "invalid end state") << model;

  mokert::test::TestFolder folder("pthread-" + GetParam());
  const fs::path& work = folder.path();
  mokert::ProcessOptions opt;
  opt.cwd = work;
  opt.deadline = std::chrono::seconds(60);

  auto r = mokert::run_process("spin", {"-a", "-E-I" + kRuntime.string(), model.string()}, opt);
  ASSERT_FALSE(r.timed_out);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  ASSERT_TRUE(fs::exists(work / "pan.c")) << r.out;
  opt.deadline = std::chrono::seconds(120);
  r = mokert::run_process("cc", {"-O1", "-DSAFETY", "-o", "pan", "pan.c"}, opt);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  opt.deadline = std::chrono::seconds(60);
  r = mokert::run_process((work / "pan").string(), {"-m10000"}, opt);
  ASSERT_FALSE(r.timed_out) << r.out;
  ASSERT_FALSE(r.signalled) << r.out;

  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, std::regex(R"(errors: (\d+))"))) << r.out;
  const unsigned errors = static_cast<unsigned>(std::stoul(m[1]));
  if (expect == "ok") {
    EXPECT_EQ(errors, 0u) << r.out;
    EXPECT_EQ(r.out.find("depth limit"), std::string::npos) << "search was cut short:\n" << r.out;
  } else {
    EXPECT_EQ(errors, 1u) << r.out;
    EXPECT_NE(r.out.find(expect == "assertion violated" ? "assertion violated" : "invalid end state"),
              std::string::npos) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(Models, PthreadRuntime, ::testing::ValuesIn(models()),
                         [](const auto& info) { return info.param; });

// Every primitive of the default table is exercised by a correct use and a misuse model.
TEST(PthreadRuntimeModels, CorrectAndMisuseForEachPrimitive) {
  auto names = models();
  for (const char* prim : {"mutex", "cond", "join"}) {
    int ok = 0, bad = 0;
    for (const auto& n : names)
      if (n.rfind(prim, 0) == 0) (expectation(kModels / (n + ".pml")) == "ok" ? ok : bad)++;
    EXPECT_GE(ok, 1) << prim;
    EXPECT_GE(bad, 1) << prim;
  }
}

} // namespace
