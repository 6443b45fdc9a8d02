// Work-folder files: every artefact is written atomically (temp file + rename).
#pragma once
#include <filesystem>
#include <string>

namespace mokert {

// Writes text to path via a temporary file in the same folder; throws InputError
// naming the path when the folder cannot be written.
void write_file_atomic(const std::filesystem::path& path, const std::string& text);

// Whether path names a regular file; never throws (a name the file system refuses, too long
// or not a name at all, is a file that is not there).
bool is_file(const std::filesystem::path& path);

// Reads a whole file; throws InputError naming the path when it cannot.
std::string read_file(const std::filesystem::path& path);

// Root of the mokert source tree (translation-scripts/, promela-runtime/, replay/runtime/).
// MOKERT_HOME overrides the location compiled in.
std::filesystem::path source_root();

// Folder for data mokert derives once and reuses (the unpacked kernel source and its flags):
// MOKERT_CACHE, else $XDG_CACHE_HOME/mokert, else ~/.cache/mokert. Never inside the checkout,
// so that tests and checkouts share it and nothing generated lands in the repository.
// scripts/kernel-flags uses the same rule.
std::filesystem::path cache_root();

} // namespace mokert
