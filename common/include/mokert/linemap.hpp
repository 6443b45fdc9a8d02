// model.map.xml: the exact map from every Promela line that came from C back to the C.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace mokert {

// What a C statement is; a Promela line says which kind of C it stands for.
enum class StmtKind { Assign, Call, Condition, Decl, Return, Jump, Other };
const char* to_string(StmtKind kind);
StmtKind stmt_kind_from_string(const std::string& text);  // throws InputError

struct SourceRange {
  std::string file;  // absolute path of the C file
  unsigned line = 0, col = 0, end_line = 0, end_col = 0;  // 1-based, end inclusive
  // For a piece of a macro's expansion (the `x++` of `#define inc(x) do { lock; (x)++; unlock; }
  // while (0)`), line:col is the macro's use, which every piece shares; this says which piece:
  // where its first token is spelled in each macro body, outermost first, "FILE:LINE:COL" joined
  // by '>' (`/p/m.h:25:30>/p/m.h:22:60`: the `inc(x)` in access's body, then `(` in inc's body).
  // Empty for a statement written in the file or a macro's whole expansion.
  std::string macro;
};

struct MapEntry {
  unsigned pml_line = 0;     // line in model.pml
  std::string proctype;      // proctype or inline the line belongs to
  std::string function;      // C function the statement is in
  SourceRange c;             // the statement or condition
  StmtKind kind = StmtKind::Other;
  std::string branch;        // for conditions: "true", "false" (else guard), or empty
  std::string c_text;        // the C text, normalized as the lookup tables see it
  std::string rule;          // "file.lut:12", "pattern file.lut:3", "default", "c_code"
  // The C lvalue (or call) whose value the model chooses at this line (`x` for
  // `x = __VERIFIER_nondet_int();`); empty when the line chooses nothing.
  // kRuleWaitEnd: a pthread_cond_wait a script's own Promela replaced, whose end that Promela
  // decides (the replay lets it return when the thread has the turn).
  std::string nondet;
  // "load" on the first of the two lines of a C statement the model splits into a load and a
  // store (`total += 10`: another thread may run in between); "wait"/"woken" the halves of a
  // wait; "dispatch" a guard that chooses the target of a call through a pointer; empty otherwise.
  std::string part;
};

// MapEntry::nondet of a pthread_cond_wait that a script's own rule wrote.
inline constexpr const char* kRuleWaitEnd = "mokert_rule_wait";

// The rule that wrote the line is one of the user's (a script's %L, a table of their own), not
// the default translation or a table mokert ships: "bank.prx:8" or "pattern my.lut:3".
bool written_by_user_rule(const MapEntry& entry);

// The C function an extracted proctype stands for (`p_producer` for producer): its lines may all
// belong to helpers expanded into it, so the lines alone do not say.
struct ProcessOrigin {
  std::string proctype;
  std::string function;
};

struct LineMap {
  // 2: <bound> elements; a version-1 map may carry bounds in model.pml comments that no reader
  // sees any more, so it is refused rather than read as unbounded.
  static constexpr int kVersion = 2;
  std::string model;         // the .pml file the lines refer to
  std::vector<MapEntry> entries;
  // Limits the extractor's defaults put on what the C can do (a thread count, a value range):
  // a search without errors within them is no proof of the program.
  std::vector<std::string> bounds;
  std::vector<ProcessOrigin> processes;  // every proctype the extractor made from a C function

  // The entry for a Promela line, or nullptr when the line did not come from C.
  const MapEntry* find(unsigned pml_line) const;
};

void write_linemap(const LineMap& map, const std::filesystem::path& path);
LineMap read_linemap(const std::filesystem::path& path);  // throws InputError naming the file
// The same from text in memory (name: the file it came from, for messages), and to text.
LineMap linemap_from_xml(const std::string& text, const std::string& name);
std::string linemap_to_xml(const LineMap& map);

} // namespace mokert
