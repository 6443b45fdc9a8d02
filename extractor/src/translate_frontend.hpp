// Parsing the C with Clang LibTooling: the user's real compile flags, GCC-only flags dropped.
#pragma once
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTUnit;
}

namespace mokert {

// The file name of the unit that includes a program's C files, one after the other, when
// there are several: the program is read as one, as the linker joins them, so a call from
// main.c into queue.c is the call of a function with a body, and queue.h's types are one.
inline constexpr const char* kProgramUnitName = "mokert-program.c";
// Two of the files define the same static function or variable: in the unit, each such file is
// a copy under this folder of the work folder (at its original's absolute path) with its own
// statics renamed to names of the same length, so every line and column stays the original's.
inline constexpr const char* kOwnCopiesFolder = "mokert-own";

// The original of a path under kOwnCopiesFolder; any other path as it is.
std::string original_path(const std::string& path);

struct ParseRequest {
  std::vector<std::string> sources;           // absolute C files
  // Where to write the unit of several sources (named kProgramUnitName); empty: one unit each.
  std::filesystem::path program_unit;
  std::map<std::string, std::string> copies;  // source -> the copy the unit reads instead
  std::vector<std::string> flags;             // used when compile_db is empty
  std::filesystem::path compile_db;           // folder holding compile_commands.json
};

struct ParsedSources {
  std::shared_ptr<void> stub_folder;                    // removed when the units are gone
  // One per source, same order; or the one unit of all sources (request.program_unit).
  std::vector<std::unique_ptr<clang::ASTUnit>> units;
  std::vector<std::string> notes;                      // e.g. "dropped unknown flag -fconserve-stack"
  std::map<std::string, std::string> copies;            // source -> the copy the unit reads
};

// The folder of the nearest compile_commands.json in `file`'s folder or above it that has a
// command for `file` itself (as clang's tools find theirs); empty when there is none.
std::filesystem::path find_compile_db(const std::filesystem::path& file);

// The flags of `file`'s command in the compile database of `db_dir` that a parse or a build of
// the replay needs (-D, -U, -I, -isystem, -iquote, -include, -std=), each path made absolute
// against the command's folder: the replay runs from another folder.
std::vector<std::string> database_flags(const std::filesystem::path& db_dir, const std::filesystem::path& file);

// Throws InputError carrying clang's diagnostics (file:line: error: ...) when the C does not
// parse, or naming the compile database when it cannot be read.
ParsedSources parse_sources(const ParseRequest& request);

} // namespace mokert
