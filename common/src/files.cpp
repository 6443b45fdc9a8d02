#include "mokert/files.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "mokert/error.hpp"

#ifndef MOKERT_SOURCE_DIR
#error "MOKERT_SOURCE_DIR must be defined by the build"
#endif

namespace fs = std::filesystem;

namespace mokert {

void write_file_atomic(const fs::path& path, const std::string& text) {
  std::error_code ec;
  if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
  fs::path tmp = path;
  tmp += ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out)
      throw InputError(path.string() + ": cannot write this file; check that the folder exists "
                       "and is writable, or choose another output folder with -o");
    out << text;
    out.flush();
    if (!out) {
      fs::remove(tmp, ec);
      throw InputError(path.string() + ": writing failed (disk full?)");
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    fs::remove(tmp, ec);
    throw InputError(path.string() + ": cannot replace this file: " + ec.message());
  }
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path.string() + ": cannot read this file; check the path");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

fs::path source_root() {
  if (const char* home = std::getenv("MOKERT_HOME"); home && *home) return home;
  return MOKERT_SOURCE_DIR;
}

fs::path cache_root() {
  if (const char* c = std::getenv("MOKERT_CACHE"); c && *c) return c;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return fs::path(x) / "mokert";
  if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / ".cache" / "mokert";
  return fs::temp_directory_path() / "mokert-cache";
}

} // namespace mokert
