// Work-folder files: every artefact is written atomically (temp file + rename).
#pragma once
#include <filesystem>
#include <string>

namespace mokert {

// Writes text to path via a temporary file in the same folder; throws InputError
// naming the path when the folder cannot be written.
void write_file_atomic(const std::filesystem::path& path, const std::string& text);

// Reads a whole file; throws InputError naming the path when it cannot.
std::string read_file(const std::filesystem::path& path);

// Root of the mokert source tree (translation-scripts/, promela-runtime/, replay/runtime/).
// MOKERT_HOME overrides the location compiled in.
std::filesystem::path source_root();

} // namespace mokert
