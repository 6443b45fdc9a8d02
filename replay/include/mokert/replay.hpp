// The replay stage: counterexample -> schedule -> instrumented program -> verdict (MOKERT §3.3-3.4).
#pragma once
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "mokert/counterexample.hpp"
#include "mokert/linemap.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"

namespace mokert {

struct ReplayRequest {
  std::filesystem::path work_dir;            // holds model.map.xml, cex-N.xml
  unsigned number = 1;                       // counterexample N
  std::string target = "user";               // user | kmod | ktree
  std::vector<std::filesystem::path> sources;  // the program's C files; empty: the files of the map
  std::filesystem::path driver;              // extra test-driver C file (script's driver directive)
  std::vector<std::string> compile_flags;    // the extractor's flags (-D, -I, -std...)
  // The script's %C: C the model links, such as an atomic primitive (`cas`) the program calls
  // but its files do not define. The user target compiles its functions with the program then.
  std::string script_c_code;
  std::string sanitize;                      // "", "thread", "address"
  std::chrono::milliseconds timeout{10'000}; // run deadline; the monitor reports a stall before it
  unsigned cycle_repeats = 3;                // liveness: how many times the cycle is forced
  unsigned runs = 1;                         // times the built program runs (--repeat): a verdict each
};

// Mapper: the global schedule table for a counterexample. Threads are the non-environment
// processes (start function + creation order by pid); a switch point is the last C statement a
// thread runs before another thread's C statement. Throws InputError when a step has no C.
// A liveness counterexample's cycle is forced `cycle_repeats` times after its prefix.
Schedule make_schedule(const Counterexample& cex, const LineMap& map, unsigned cycle_repeats = 3);

// Where the instrumented program of counterexample N lives: DIR/replay-N.
std::filesystem::path replay_dir(const ReplayRequest& request);

struct InstrumentResult {
  Schedule schedule;
  std::filesystem::path schedule_file;       // DIR/schedule-N.xml
  std::filesystem::path table_c;             // DIR/replay-N/schedule_table.c
  std::vector<std::filesystem::path> sources;  // instrumented copies, DIR/replay-N/src/...
  std::vector<std::filesystem::path> headers;  // copies of the program's own headers (included, not compiled)
  unsigned probes_placed = 0;
  // The program has no main (user target): whether the replay made one from the script's harness,
  // else why not (for the build's message).
  bool main_made = false;
  std::string main_why_not;
};

// Mapper + instrumenter: writes schedule-N.xml, schedule_table.c and the instrumented sources.
// Throws InputError when a switch point's C line is not in the sources (naming it).
InstrumentResult instrument_counterexample(const ReplayRequest& request);

// Replays counterexample N on its target and writes DIR/verdict-N.xml.
Verdict replay_counterexample(const ReplayRequest& request);
// The same, instrumenting and building once and running the program `request.runs` times
// (the build is deterministic, the run is what may differ): one verdict per run, in order;
// verdict-N.xml holds the last. A build failure is one ERROR verdict.
std::vector<Verdict> replay_counterexample_runs(const ReplayRequest& request);

// The targets built in (user, kmod, ...), for usage messages.
std::vector<std::string> replay_target_names();

} // namespace mokert
