// The extractor stage: C functions -> model.pml + model.map.xml, steered by a Script.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "mokert/linemap.hpp"
#include "mokert/script.hpp"

namespace mokert {

struct ExtractOptions {
  std::filesystem::path out_dir;            // model.pml and model.map.xml go here
  std::vector<std::string> compile_flags;   // flags after `--` (override the script's)
  std::filesystem::path compile_db;         // folder with compile_commands.json (-p)
  bool strict = false;                      // also settable from the script
};

struct ExtractResult {
  std::filesystem::path pml;
  std::filesystem::path map_file;
  LineMap map;
  unsigned c_code_statements = 0;           // statements no rule mapped (emitted as c_code/c_expr)
  std::vector<std::string> notes;           // dropped compiler flags and similar, for the user
  // When a compile_commands.json gave the C file's flags: those a replay needs to parse and build
  // the same C (paths absolute); empty otherwise.
  std::vector<std::string> database_flags;
};

// Throws InputError (bad script, missing function, C that does not parse: clang's
// diagnostics included, unwritable output folder) naming file and line.
ExtractResult extract(const Script& script, const ExtractOptions& options);

} // namespace mokert
