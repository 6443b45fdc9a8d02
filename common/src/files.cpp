#include "mokert/files.hpp"
#include "mokert/folders.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
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
                       "and is writable, or give another work folder");
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
  // A folder opens as an empty stream, and a device or pipe (/dev/zero) may never end.
  std::error_code st_ec;
  const fs::file_status st = fs::status(path, st_ec);
  if (!st_ec && fs::is_directory(st))
    throw InputError(path.string() + ": is a folder, not a file; give the path of the file");
  if (!st_ec && fs::exists(st) && !fs::is_regular_file(st))
    throw InputError(path.string() + ": not a regular file (a device, pipe or socket); give the path of a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path.string() + ": cannot read this file; check the path");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void require_writable_folder(const fs::path& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    fs::create_directories(dir, ec);
    if (ec)
      throw InputError(dir.string() + ": cannot create this work folder (" + ec.message() +
                       "); give a folder you may write");
  }
  std::string probe = (dir / ".mokert-write-check-XXXXXX").string();
  const int fd = ::mkstemp(probe.data());
  if (fd < 0) {
    const std::string why = std::strerror(errno);
    throw InputError(dir.string() + ": the work folder is not writable (" + why +
                     "); make it writable, or copy it (cp -r) to a folder you may write and give that one");
  }
  ::close(fd);
  fs::remove(probe, ec);
}

bool is_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec);
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
