// Private helpers shared by the script_*.cpp files (not part of the extractor's API).
#pragma once
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "mokert/script.hpp"
#include "mokert/text.hpp"

namespace mokert::script_detail {

// Text helpers.
std::vector<std::string> split_ws(const std::string& s);
// Directive arguments: split on tabs when the text has any (Modex's convention, so that an
// argument may hold spaces), else on spaces.
std::vector<std::string> split_args(const std::string& s);
bool is_word_char(char c);
// The statement without one trailing ';' (Modex prints statements without it).
std::string strip_semicolon(const std::string& s);

// A parsed lookup-table line source: the file it came from and its lines.
struct TableReader {
  Script& script;
  // Files being read (for Include cycle detection), outermost first.
  std::vector<std::filesystem::path> stack;

  // Reads table lines (already split, with their line numbers) into table.
  void read_lines(LookupTable& table, const std::string& file,
                  const std::vector<std::pair<unsigned, std::string>>& lines,
                  const std::filesystem::path& base_dir);
  // Reads a .lut file into table.
  void read_file(LookupTable& table, const std::filesystem::path& path, const ScriptLocation& from);
};

// Splits file text into (line number, text) with '\'-continued lines joined.
// continuation: a trailing backslash joins the next line (lookup tables only).
std::vector<std::pair<unsigned, std::string>> split_lines(const std::string& text, bool continuation);
// First unclosed {, (, [, /* or string literal in text (whose first line is first_line): what
// is wrong, with bad_line set to its line; empty when balanced.
std::string unbalanced(const std::string& text, unsigned first_line, unsigned& bad_line);

// Pattern rules: the longest C text a pattern is matched against (a longer one is an InputError:
// the matcher's cost grows with the square of the length).
constexpr size_t kMaxPatternText = 16384;
// Pattern rules whose capture names recur: the most search steps a match may take (the memo's
// states grow with the combinations of those names' values); past it the rule is an InputError.
constexpr size_t kMaxPatternSteps = 50000;
// What is wrong with a pattern lhs ($1, a lone $, tmp$X, $X$Y, unbalanced brackets), or "".
std::string pattern_problem(const std::string& lhs, bool prefix);
// Pattern rules: matches lhs (normalized, with $X captures) against text; fills captures.
// steps, when given, receives the number of back-referenced search steps taken (bounded by
// kMaxPatternSteps; past it the rule is an InputError).
bool match_pattern(const std::string& lhs, const std::string& text, bool prefix,
                   std::map<std::string, std::string>& captures, size_t* steps = nullptr);
// Names of the captures a pattern uses ($$ is a literal '$').
std::vector<std::string> pattern_captures(const std::string& pattern);
// Replaces $X in rhs by captures; $$ by '$'.
std::string substitute_captures(const std::string& rhs, const std::map<std::string, std::string>& captures);

// Reads a script given as text (the command line's Modex flags); dir resolves relative names,
// display names the source in messages.
Script read_script_text(const std::string& text, const std::filesystem::path& dir, const std::string& display);
// The script file prx with more lines after its own (Modex's command-line flags for X.c beside X.prx).
Script read_script_file_with(const std::filesystem::path& prx, const std::string& more);

// The shipped default table and runtime folder.
std::filesystem::path defaults_lut();
std::filesystem::path runtime_dir();

// Appends the shipped default table to script (marked `defaults`).
void append_defaults(Script& script);
// Appends translation-scripts/svcomp.lut (before the default table) when a source calls
// reach_error or a __VERIFIER_ function; returns whether it did.
bool append_svcomp_if_used(Script& script);

// The units of a script's own Promela (%P, %A): its proctypes, init and inlines, where each
// body is, and the names it calls (`name(` in the body, not after `run`, outside comments,
// strings, preprocessor lines and c_code/c_expr/c_decl blocks). Used to learn which of the
// script's processes expand an extracted inline.
struct PromelaUnit {
  enum class Kind { Proctype, Init, Inline };
  Kind kind = Kind::Proctype;
  std::string name;        // the proctype's or inline's name; "init" for init
  size_t begin = 0;        // offset of its first word (`active`, `proctype`, `init`, `inline`)
  size_t body_open = 0;    // offset of the body's `{`
  size_t body_close = 0;   // offset of the matching `}` (the text's size when it is missing)
  struct Call {
    std::string name;
    size_t pos = 0;        // offset of the name
  };
  std::vector<Call> calls;
  std::vector<std::string> params;  // an inline's parameters
  std::string body;                 // the text between the body's braces
};
std::vector<PromelaUnit> promela_units(const std::string& text);

// text (a rule's Promela) with each call of one of the script's inlines written as the inline's
// body on one line, its parameters replaced by the call's arguments as SPIN replaces them (not
// inside c_code), nested calls too. SPIN reports the steps of an inline's body at the lines of
// its definition, not of the call: the steps a rule's `lock(m)` takes would belong to no C
// statement. An inline whose body declares variables or has labels is left a call (written out
// twice in one proctype, they would be declared twice).
std::string expand_script_inlines(const std::string& text, const std::map<std::string, PromelaUnit>& inlines);

} // namespace mokert::script_detail
