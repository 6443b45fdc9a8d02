#include "vm/cpio.hpp"

#include <cstdio>

#include "mokert/files.hpp"

namespace mokert::vm {

namespace {
void pad4(std::string& s) {
  while (s.size() % 4 != 0) s.push_back('\0');
}
} // namespace

// newc header: magic 070701 then 13 fields of 8 hex digits (see the kernel's
// Documentation/driver-api/early-userspace/buffer-format.rst), name with its NUL, data.
void CpioWriter::entry(const std::string& name, unsigned mode, const std::string& data) {
  char header[111];
  std::snprintf(header, sizeof header, "070701%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X",
                inode_++, mode, 0u, 0u, 1u, 0u, static_cast<unsigned>(data.size()), 0u, 0u, 0u, 0u,
                static_cast<unsigned>(name.size() + 1), 0u);
  out_.append(header, 110);
  out_.append(name);
  out_.push_back('\0');
  pad4(out_);
  out_.append(data);
  pad4(out_);
}

void CpioWriter::directory(const std::string& name) { entry(name, 0040755, ""); }
void CpioWriter::file(const std::string& name, const std::string& data, unsigned mode) {
  entry(name, 0100000 | mode, data);
}
void CpioWriter::symlink(const std::string& name, const std::string& target) {
  entry(name, 0120777, target);
}

void CpioWriter::finish(const std::filesystem::path& path) {
  entry("TRAILER!!!", 0, "");
  write_file_atomic(path, out_);
}

} // namespace mokert::vm
