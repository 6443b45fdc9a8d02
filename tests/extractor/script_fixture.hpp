// Shared helpers for the translation-script unit tests: a scratch folder with files.
#pragma once
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "mokert/error.hpp"
#include "mokert/script.hpp"

class ScriptTest : public ::testing::Test {
protected:
  std::filesystem::path dir;

  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir = std::filesystem::temp_directory_path() /
          ("mokert-script-" + std::to_string(::getpid()) + "-" + info->name());
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    write("prog.c", "int main(void) { return 0; }\n");
  }
  void TearDown() override { std::filesystem::remove_all(dir); }

  std::filesystem::path write(const std::string& name, const std::string& text) {
    auto p = dir / name;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p) << text;
    return p;
  }

  // Reads a script with the given text (a %F prog.c line is the caller's business).
  mokert::Script script(const std::string& text) { return mokert::read_script(write("t.prx", text)); }

  // The message of the InputError reading `text` throws ("" when none is thrown).
  std::string error_of(const std::string& text) {
    try {
      script(text);
    } catch (const mokert::InputError& e) {
      return e.what();
    }
    return "";
  }

  std::string prx() const { return (dir / "t.prx").string(); }
  std::string at(unsigned line) const { return prx() + ":" + std::to_string(line) + ":"; }
};

// The Promela a lookup gives, or "<none>".
inline std::string mapped(const mokert::Script& s, const std::string& c,
                          const std::vector<std::string>& tables = {}) {
  auto r = mokert::lookup(s, tables, mokert::normalize_c(c));
  return r ? r->promela : "<none>";
}
