// Builds one kernel module with kbuild against the headers of the installed Debian kernel.
#pragma once
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

namespace mokert::kmod {

struct BuildRequest {
  std::filesystem::path dir;                  // build folder; sources must be inside it
  std::string module;                         // module name (no .ko); not the name of a source
  std::vector<std::string> sources;           // .c files relative to dir
  std::vector<std::string> ccflags;           // e.g. -I..., -DX=1
  // Per-source extra flags (CFLAGS_file.o), e.g. a forced include for instrumented sources only.
  std::vector<std::pair<std::string, std::string>> per_source_flags;
  std::chrono::seconds deadline{300};
};

// Returns the .ko path. Throws ToolError with kbuild's messages when the module does not build,
// and (from find_kernel) saying to run scripts/bootstrap when the headers are missing.
std::filesystem::path build_module(const BuildRequest& request);

// The compiler's error lines (and a little context) out of kbuild's output.
std::string kbuild_errors(const std::string& output);

} // namespace mokert::kmod
