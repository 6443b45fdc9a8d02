// The interface every replay target implements (docs/replay.md "Targets"): the dispatcher
// instruments the counterexample, asks the target to build the instrumented code, then to run it
// and judge the run. Adding a target is one folder under replay/targets/ and one line in
// replay/src/replay.cpp.
#pragma once
#include <filesystem>
#include <stdexcept>
#include <string>

#include "mokert/replay.hpp"

namespace mokert {

// What a target's build could not do: the dispatcher turns it into an ERROR verdict that keeps
// the instrumented files for inspection.
struct BuildFailure : std::runtime_error {
  BuildFailure(std::string reason, std::string evidence)
      : std::runtime_error(reason), evidence(std::move(evidence)) {}
  std::string evidence;
};

class ReplayTarget {
 public:
  virtual ~ReplayTarget() = default;
  virtual std::string name() const = 0;
  // Checks what the target needs before anything is instrumented (a kernel, a tree) and adds
  // what the instrumenter's parse needs; throws InputError or ToolError.
  virtual void prepare(ReplayRequest& request) const = 0;
  // Builds the instrumented code of request.number; returns the artefact to run (a program, a
  // module, a kernel image). Throws BuildFailure when the code does not build.
  virtual std::filesystem::path build(const ReplayRequest& request, const InstrumentResult& instrumented) const = 0;
  // Runs the artefact under the request's deadline and decides the verdict.
  virtual Verdict run(const ReplayRequest& request, const InstrumentResult& instrumented,
                      const std::filesystem::path& artefact) const = 0;
};

const ReplayTarget& user_target();
const ReplayTarget& kmod_target();
const ReplayTarget& ktree_target();

} // namespace mokert
