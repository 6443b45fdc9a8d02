// Internal: what the three reports show, derived once from the typed artefacts.
#pragma once
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "mokert/counterexample.hpp"
#include "mokert/linemap.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"
#include "mokert/verification.hpp"

namespace mokert::report {

// The artefacts of one counterexample as read from the work folder.
struct CexFiles {
  Counterexample cex;
  std::optional<Schedule> schedule;
  std::optional<Verdict> verdict;
  std::string missing_verdict;  // why there is no verdict (partial reports)
};

struct Input {
  std::filesystem::path dir;
  VerificationResult verification;
  std::optional<LineMap> map;
  std::vector<CexFiles> cexes;
};

// Reads DIR's artefacts; throws InputError naming the file and what to run.
Input load_input(const std::filesystem::path& dir, bool partial);

// A piece of the verdict's evidence placed on a step (or on a lane's end).
struct Note {
  std::string kind;   // assertion | violation | stall | lock | condition | deadlock | kernel | thread
  std::string text;
};

struct Lane {
  int pid = 0;
  std::string proctype, function;
  bool environment = false;   // a model-only process (init, script-written processes)
  int replay_thread = -1;     // the schedule's thread id, -1 when it has none
  unsigned creation_index = 0;  // the schedule's: n-th thread of its start function
  unsigned creation = 0;        // the counterexample's: the n-th `run` of the model (0: init)
  std::string title;          // "T0 worker #0"
  std::string subtitle;       // "pid 1 · proctype p_worker"
  std::string state;          // from the verdict: parked, blocked, done, ...
  std::string last_probe;     // file:line of its last probe
  std::string detail;         // what it is blocked on, stack
  // Lines the verdict names in this thread that are no step of the counterexample: where a
  // stalled thread waits on a lock the model does not have, the assertion that failed after the
  // last step. Shown after the steps, in this lane.
  struct EndLine {
    SourceRange at;
    Note note;
  };
  std::vector<EndLine> end_lines;
};

struct Step {
  const CexStep* step = nullptr;
  size_t lane = 0;
  bool model_only = false;    // environment step or a process without C
  bool violation = false;
  bool switch_before = false; // a C thread took over from another C thread here
  int switch_from = -1;       // lane that ran before the switch
  int fold = -1;              // group of consecutive model-only steps it is folded in, or -1
  std::optional<bool> reached;  // the replay passed this step (known when it stopped early)
  std::vector<Note> notes;
};

struct Fold {
  size_t first = 0, count = 0;  // positions in View::steps
  std::vector<std::string> processes;
};

struct View {
  const CexFiles* files = nullptr;
  std::vector<Lane> lanes;
  std::vector<Step> steps;
  std::vector<Fold> folds;
  size_t violation = 0;        // position in steps of the violating step
  std::string property_kind;   // ruleId-style: assertion-violated, invalid-end-state, ...
  std::string headline;        // what SPIN found, one line
  std::vector<Note> unplaced;  // evidence that names no step
};

View make_view(const CexFiles& files, const std::optional<LineMap>& map);

// Source text for the lines the report shows, read at report time.
class Sources {
public:
  // Lines [from, to] of file (1-based, clamped); empty when the file cannot be read.
  std::vector<std::pair<unsigned, std::string>> lines(const std::string& file, unsigned from, unsigned to);
  std::string line(const std::string& file, unsigned n);
  bool readable(const std::string& file);
  std::vector<std::string> unreadable() const;

private:
  std::map<std::string, std::optional<std::vector<std::string>>> cache_;
  std::vector<std::string>* get(const std::string& file);
};

// "file:line" tokens in a text whose file is one of `files` (exact, or a path suffix).
struct LocationRef {
  std::string file;
  unsigned line = 0;
};
std::vector<LocationRef> locations_in(const std::string& text, const std::vector<std::string>& files);

std::string verdict_name(const CexFiles& f);  // CONFIRMED ... or NOT_REPLAYED
std::string display_path(const std::string& file);  // file name, for labels

// The C text of a range as the source file has it (whitespace runs collapsed), or "" when the
// file or the columns do not fit.
std::string source_text(Sources& sources, const SourceRange& range);

} // namespace mokert::report
