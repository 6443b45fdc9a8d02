// Shared by the libFuzzer harnesses: what counts as a finding, and a scratch folder per process.
// A reader may reject its input only with InputError, whose message must be short and printable
// (it reaches the user's terminal); any other exception, a crash, a hang or a sanitizer report
// is a finding.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <string>
#include <string_view>

#include <stdlib.h>
#include <unistd.h>

#include "mokert/error.hpp"

namespace mokert::fuzz {

// A message quotes at most one line of the input (cut short), so its size is bounded whatever
// the input. (Bytes that are not printable are escaped where messages reach the terminal:
// printable_message in cli/main.cpp.)
constexpr size_t kLongestMessage = 4096;

[[noreturn]] inline void finding(const std::string& what) {
  std::fprintf(stderr, "FUZZ FINDING: %s\n", what.c_str());
  std::abort();
}

inline void check_message(const InputError& e) {
  const std::string_view m = e.what();
  if (m.empty()) finding("an InputError without a message");
  if (m.size() > kLongestMessage)
    finding("an InputError message of " + std::to_string(m.size()) + " bytes: " + std::string(m.substr(0, 200)));
}

// Runs f; InputError is an accepted answer to bad input (its message is checked), anything
// else thrown is a finding.
template <class F> bool rejects_cleanly(F&& f) {
  try {
    f();
    return false;
  } catch (const InputError& e) {
    check_message(e);
    return true;
  } catch (const std::exception& e) {
    finding(std::string("an exception other than InputError: ") + e.what());
  } catch (...) {
    finding("a thrown non-exception");
  }
}

// One scratch folder per fuzzing process (on a RAM disk when there is one), removed at exit.
inline const std::filesystem::path& scratch() {
  static const std::filesystem::path dir = [] {
    std::filesystem::path base = std::filesystem::exists("/dev/shm") ? std::filesystem::path("/dev/shm")
                                                                     : std::filesystem::temp_directory_path();
    std::string templ = (base / "mokert-fuzz-XXXXXX").string();
    if (!::mkdtemp(templ.data())) finding("cannot create a scratch folder under " + base.string());
    static std::filesystem::path keep = templ;
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(keep, ec);
    });
    return keep;
  }();
  return dir;
}

inline std::string text_of(const uint8_t* data, size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

} // namespace mokert::fuzz
