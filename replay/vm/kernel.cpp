#include <algorithm>
#include <cstdlib>

#include "mokert/error.hpp"
#include "mokert/vm.hpp"

namespace fs = std::filesystem;

namespace mokert {

KernelPaths find_kernel() {
  const char* wanted = std::getenv("MOKERT_KERNEL_VERSION");
  std::vector<std::string> versions;
  std::error_code ec;
  if (fs::is_directory("/boot", ec))
    for (const auto& e : fs::directory_iterator("/boot", ec)) {
      std::string name = e.path().filename().string();
      if (name.rfind("vmlinuz-", 0) == 0) versions.push_back(name.substr(8));
    }
  std::sort(versions.begin(), versions.end());
  std::string missing;
  for (auto it = versions.rbegin(); it != versions.rend(); ++it) {
    if (wanted && *it != wanted) continue;
    KernelPaths k{*it, fs::path("/boot") / ("vmlinuz-" + *it), fs::path("/usr/src") / ("linux-headers-" + *it)};
    if (fs::exists(k.headers / "Makefile", ec)) return k;
    missing = "kernel headers " + k.headers.string() + " for the image " + k.image.string() + " are missing";
  }
  if (missing.empty())
    missing = wanted ? std::string("no kernel image /boot/vmlinuz-") + wanted + " (MOKERT_KERNEL_VERSION)"
                     : "no kernel image /boot/vmlinuz-*";
  throw ToolError(missing + "; run scripts/bootstrap (it installs linux-image-amd64 and linux-headers-amd64)");
}

} // namespace mokert
