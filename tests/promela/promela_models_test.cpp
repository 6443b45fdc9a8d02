// Every test model under tests/promela/models runs through real spin/cc/pan; its first line
// says what must happen: "expect: ok" (no error), "expect: assertion violated" or
// "expect: invalid end state".
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "spin_run.hpp"

namespace fs = std::filesystem;
using mokert::test::run_spin;

namespace {

const fs::path kSource = MOKERT_SOURCE_DIR;

std::vector<std::string> model_names() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(kSource / "tests/promela/models"))
    if (e.path().extension() == ".pml") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string expectation(const fs::path& model) {
  std::ifstream in(model);
  std::string first;
  std::getline(in, first);
  const auto at = first.find("expect: ");
  if (at == std::string::npos) return "";
  const auto end = first.find(" --", at);
  return first.substr(at + 8, end == std::string::npos ? std::string::npos : end - at - 8);
}

class PrimitiveModel : public ::testing::TestWithParam<std::string> {};

TEST_P(PrimitiveModel, SpinGivesTheExpectedOutcome) {
  const fs::path model = kSource / "tests/promela/models" / (GetParam() + ".pml");
  const std::string expect = expectation(model);
  ASSERT_TRUE(expect == "ok" || expect == "assertion violated" || expect == "invalid end state")
      << model << ": first line must say 'expect: ok|assertion violated|invalid end state --'";
  const auto o = run_spin(model, kSource / "promela-runtime");
  ASSERT_TRUE(o.built) << o.log;
  if (expect == "ok") {
    EXPECT_EQ(o.errors, 0u) << o.log;
  } else {
    EXPECT_EQ(o.errors, 1u) << o.log;
    if (expect == "assertion violated") EXPECT_TRUE(o.assertion) << o.log;
    else EXPECT_TRUE(o.invalid_end) << o.log;
  }
}

INSTANTIATE_TEST_SUITE_P(Linux, PrimitiveModel, ::testing::ValuesIn(model_names()),
                         [](const auto& info) { return info.param; });

// Each primitive file has at least one correct-use and one misuse model.
TEST(PrimitiveModels, EveryPrimitiveHasCorrectAndMisuseModels) {
  for (const char* prim : {"spinlock", "rwlock", "mutex", "semaphore", "atomic", "refcount",
                           "completion", "rcu", "heap", "list", "misc"}) {
    bool ok = false, misuse = false;
    for (const auto& n : model_names()) {
      if (n.rfind(std::string(prim) + "_", 0) != 0) continue;
      const std::string e = expectation(kSource / "tests/promela/models" / (n + ".pml"));
      (e == "ok" ? ok : misuse) = true;
    }
    EXPECT_TRUE(ok) << prim << " has no correct-use model";
    EXPECT_TRUE(misuse) << prim << " has no misuse model";
  }
}

// Sizes are overridable: a heap of one slot makes the second kmalloc return NULL.
TEST(PrimitiveModels, HeapSizeIsOverridable) {
  const fs::path dir = mokert::test::make_temp_dir("mokert-heapsize");
  {
    std::ofstream m(dir / "one_slot.pml");
    m << "#define HEAP_SLOTS 1\n#include \"linux/heap.pml\"\n"
         "active proctype p() { kptr a, b; kmalloc(a); kmalloc(b); assert(a == 1 && b == 0) }\n";
  }
  const auto o = run_spin(dir / "one_slot.pml", kSource / "promela-runtime");
  fs::remove_all(dir);
  ASSERT_TRUE(o.built) << o.log;
  EXPECT_EQ(o.errors, 0u) << o.log;
}

} // namespace
