// A minimal writer of the cpio "newc" format the kernel unpacks as initramfs.
#pragma once
#include <filesystem>
#include <string>

namespace mokert::vm {

class CpioWriter {
public:
  void directory(const std::string& name);
  void file(const std::string& name, const std::string& data, unsigned mode = 0644);
  void symlink(const std::string& name, const std::string& target);
  // Appends the trailer and writes the archive atomically.
  void finish(const std::filesystem::path& path);

private:
  void entry(const std::string& name, unsigned mode, const std::string& data);
  std::string out_;
  unsigned inode_ = 1;
};

} // namespace mokert::vm
