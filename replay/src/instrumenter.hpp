// Instrumenter: one C file -> its probe-instrumented copy (Clang Rewriter, placed by AST node).
#pragma once
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "mokert/schedule.hpp"

namespace mokert {

// A statement whose value the model chooses (map entry with `nondet`, from a script rule): after
// it, the replay gives `lvalue` the model's value (mokert_forced_or).
struct ForcePoint {
  std::string file;
  unsigned line = 0, col = 0;
  std::string lvalue;
};

// Rewrites `source` with the probes of `probes` that belong to it (file match), wraps
// pthread_create and pthread_mutex_*/pthread_cond_wait calls, and returns the new text.
// Throws InputError when the C does not parse or a probe's file:line:col is no statement.
// `placed` gets the ids of the probes put in.
std::string instrument_file(const std::filesystem::path& source, const std::vector<Probe>& probes,
                            const std::vector<std::string>& compile_flags, std::vector<int>& placed,
                            const std::vector<ForcePoint>& forces = {});

// The C file's copy and the copies of the program's own headers it includes.
struct HarnessMain;  // src/harness_main.hpp

struct InstrumentedFiles {
  std::string text;
  bool defines_main = false;  // the source (or a header it includes) defines main
  unsigned main_params = 0;   // and how many parameters it takes
  std::map<std::filesystem::path, std::string> headers;  // canonical path of the original -> its copy
};

// The same, and the program's own headers are instrumented in the parse of `source` (a header
// cannot be parsed on its own): `headers` maps the canonical path of each to the path its copy
// will have. Every #include of such a header in the copies names its copy, so the copies, not
// the originals, are compiled. Each function of `entry_functions` (user runtime only) gets
// mokert_entered at the top of its body.
InstrumentedFiles instrument_file_and_headers(const std::filesystem::path& source, const std::vector<Probe>& probes,
                                              const std::vector<std::string>& compile_flags, std::vector<int>& placed,
                                              const std::vector<ForcePoint>& forces,
                                              const std::map<std::filesystem::path, std::filesystem::path>& headers,
                                              const std::set<std::string>& entry_functions = {});

// The script's property check (`property.c_expr`) as the function the runtime calls at the last
// row, `int mokert_script_property_failed(void)`, appended to `text` (the instrumented copy of
// `source`) when every name it reads is a variable or enumerator at file scope there. Returns
// whether it was; else `missing` names one that is not.
// The harness's main (harness_main.hpp) appended to `text` (the instrumented copy of `source`)
// when `source` defines every function it starts, each parameter a scalar, and has every name
// it reads as a file-scope variable. Returns whether it was; else `missing` says what is not.
bool append_harness_main(const std::filesystem::path& source, const std::vector<std::string>& compile_flags,
                         const HarnessMain& harness, std::string& text, std::string& missing);

bool append_property_check(const std::filesystem::path& source, const std::vector<std::string>& compile_flags,
                           const ScheduleProperty& property, std::string& text, std::string& missing);

} // namespace mokert
