// Golden models: each folder in data/translate/golden holds NAME.c, NAME.prx and the reviewed
// expected.pml (regenerate with regen.sh, then read the diff); extraction must reproduce it.
#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

#include "mokert/extractor.hpp"
#include "mokert/files.hpp"
#include "mokert/script.hpp"
#include "test_folder.hpp"

namespace fs = std::filesystem;

namespace {

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, ModelMatchesExpected) {
  fs::path dir = fs::path(MOKERT_TEST_DATA) / "translate" / "golden" / GetParam();
  fs::path out = mokert::test::fresh_folder("golden-" + GetParam());
  mokert::Script script = mokert::read_script(dir / (GetParam() + ".prx"));
  mokert::ExtractOptions options;
  options.out_dir = out;
  auto result = mokert::extract(script, options);
  EXPECT_EQ(mokert::read_file(result.pml), mokert::read_file(dir / "expected.pml"))
      << "regenerate with " << (dir.parent_path() / "regen.sh").string() << " and review the diff";
  EXPECT_FALSE(result.map.entries.empty());
  fs::remove_all(out);
}

INSTANTIATE_TEST_SUITE_P(Translate, Golden, ::testing::Values("flow", "lookup", "modes"));

}  // namespace
