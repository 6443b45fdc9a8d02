// Parsing the C with Clang LibTooling: the user's real compile flags, GCC-only flags dropped.
#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTUnit;
}

namespace mokert {

struct ParseRequest {
  std::vector<std::string> sources;           // absolute C files
  std::vector<std::string> flags;             // used when compile_db is empty
  std::filesystem::path compile_db;           // folder holding compile_commands.json
};

struct ParsedSources {
  std::shared_ptr<void> stub_folder;                    // removed when the units are gone
  std::vector<std::unique_ptr<clang::ASTUnit>> units;  // one per source, same order
  std::vector<std::string> notes;                      // e.g. "dropped unknown flag -fconserve-stack"
};

// Throws InputError carrying clang's diagnostics (file:line: error: ...) when the C does not
// parse, or naming the compile database when it cannot be read.
ParsedSources parse_sources(const ParseRequest& request);

} // namespace mokert
