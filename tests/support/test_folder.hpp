// A folder of its own for each test, under the system's temporary folder ($TMPDIR), never the
// checkout: unique even when the same test runs at once in several checkouts or repetitions.
#pragma once
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>

#include <stdlib.h>

namespace mokert::test {

// Creates and returns a new empty folder named after the test (mokert-NAME-XXXXXX).
inline std::filesystem::path fresh_folder(const std::string& name) {
  std::string safe;
  for (char c : name) safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') ? c : '_';
  std::string templ = (std::filesystem::temp_directory_path() / ("mokert-" + safe + "-XXXXXX")).string();
  if (!::mkdtemp(templ.data())) throw std::runtime_error("cannot create a temporary folder " + templ);
  return templ;
}

// fresh_folder that is removed when the test ends, unless MOKERT_KEEP_TEST_FOLDERS is set.
class TestFolder {
public:
  explicit TestFolder(const std::string& name) : path_(fresh_folder(name)) {}
  ~TestFolder() {
    if (const char* keep = std::getenv("MOKERT_KEEP_TEST_FOLDERS"); keep && *keep) return;
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TestFolder(const TestFolder&) = delete;
  TestFolder& operator=(const TestFolder&) = delete;
  const std::filesystem::path& path() const { return path_; }
  operator const std::filesystem::path&() const { return path_; }

private:
  std::filesystem::path path_;
};

} // namespace mokert::test
