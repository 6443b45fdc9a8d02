#include "targets/kmod/build.hpp"

#include <sstream>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/process.hpp"
#include "mokert/progress.hpp"
#include "mokert/vm.hpp"

namespace fs = std::filesystem;

namespace mokert::kmod {

std::string kbuild_errors(const std::string& output) {
  std::istringstream in(output);
  std::string line, out;
  unsigned kept = 0;
  while (std::getline(in, line) && kept < 40) {
    bool wanted = line.find("error") != std::string::npos || line.find("ERROR") != std::string::npos ||
                  line.find("undefined") != std::string::npos || line.find("No rule to make") != std::string::npos;
    if (!wanted || line.find("make[") == 0 || line.find("make:") == 0) continue;
    out += line + "\n";
    ++kept;
  }
  if (out.empty()) {  // no recognisable line: give the tail
    out = output.size() > 3000 ? output.substr(output.size() - 3000) : output;
  }
  return out;
}

fs::path build_module(const BuildRequest& request) {
  KernelPaths kernel = find_kernel();
  std::ostringstream kbuild;
  kbuild << "# written by mokert: one module from the instrumented sources, runtime and driver\n"
         << "obj-m := " << request.module << ".o\n"
         << request.module << "-y :=";
  for (const auto& s : request.sources) {
    if (fs::path(s).stem().string() == request.module)
      throw ToolError("module name '" + request.module + "' equals the source " + s + "; kbuild cannot build that");
    kbuild << ' ' << fs::path(s).replace_extension(".o").string();
  }
  kbuild << "\nccflags-y :=";
  for (const auto& f : request.ccflags) kbuild << ' ' << f;
  kbuild << "\n";
  for (const auto& [src, flags] : request.per_source_flags)
    kbuild << "CFLAGS_" << fs::path(src).replace_extension(".o").string() << " := " << flags << "\n";
  write_file_atomic(request.dir / "Kbuild", kbuild.str());

  ProcessOptions options;
  options.deadline = request.deadline;
  Progress progress("kbuild: building module " + request.module);
  ProcessResult r = run_process("make", {"-C", kernel.headers.string(), "M=" + fs::absolute(request.dir).string(),
                                         "modules"}, options);
  progress.done(r.exit_code == 0 ? "done" : "failed");
  fs::path ko = request.dir / (request.module + ".ko");
  if (r.timed_out)
    throw ToolError("kbuild of module " + request.module + " in " + request.dir.string() + " took longer than " +
                    std::to_string(request.deadline.count()) + " s");
  if (r.exit_code != 0 || !fs::exists(ko))
    throw ToolError("kbuild could not build module " + request.module + " (" + request.dir.string() +
                    ", headers " + kernel.headers.string() + "):\n" + kbuild_errors(r.out));
  return ko;
}

} // namespace mokert::kmod
