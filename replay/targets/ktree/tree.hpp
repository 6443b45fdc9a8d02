// The ktree target's kernel: Debian's linux-source-6.1 in mokert's cache, one working copy of it
// whose files are swapped for the replay's (instrumented sources, runtime, driver, patches), and
// one cached build folder, so that a second replay rebuilds only what changed.
#pragma once
#include <chrono>
#include <filesystem>
#include <map>
#include <string>

namespace mokert::ktree {

// Path inside the tree -> the text the replay wants there. Files absent from the map are the
// pristine source's (files an earlier replay added or changed are put back).
using Overlay = std::map<std::string, std::string>;

// The runtime files every replay kernel has: kernel-patches/runtime/, the kernel runtime shared
// with the kmod target, and the one-line hooks appended to lib/Kconfig and lib/Makefile.
Overlay runtime_overlay();

struct KernelBuild {
  std::filesystem::path image;   // the bzImage, copied to the request's folder
  double seconds = 0;            // make's wall time
  unsigned compiled = 0;         // files make compiled (0: nothing changed)
};

// Under the cache's build lock: writes the overlay into the working tree (only files whose text
// differs), configures the build folder with tinyconfig + kernel-patches/mokert.config when that
// changed, runs make bzImage and copies the image to `image`. Throws ToolError with the
// compiler's messages when the kernel does not build.
KernelBuild build_kernel(const Overlay& overlay, const std::filesystem::path& image,
                         std::chrono::seconds deadline);

} // namespace mokert::ktree
