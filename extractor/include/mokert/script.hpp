// Translation scripts: Modex's .prx test harness and .lut lookup tables, plus mokert's
// extensions. Reading them (script_reader) and matching C statements against their
// rules (lookup) are separate from translating C (translator).
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace mokert {

// Where a line of a script came from; every error message names it.
struct ScriptLocation {
  std::string file;
  unsigned line = 0;
};

// Right-hand side keywords of a lookup rule (Modex's meanings); Promela = any other text.
enum class RhsKind { Promela, Comment, Hide, Skip, Keep, Print, True, False };

struct LookupRule {
  std::string lhs;           // normalized C text (exact), or prefix when `prefix`
  bool prefix = false;       // lhs ended in "..." in the table
  bool pattern = false;      // mokert extension: lhs holds $X captures (balanced C expressions)
  RhsKind kind = RhsKind::Promela;
  std::string rhs;           // Promela text, may use $X captures when `pattern`
  ScriptLocation where;
};

struct LookupTable {
  std::string name;          // empty for the unnamed table
  std::vector<LookupRule> rules;
  std::vector<std::pair<std::string, std::string>> substitutes;  // Substitute from to
  ScriptLocation where;
  bool defaults = false;     // the shipped default table (translation-scripts/defaults.lut)
};

// Modex %X modes.
enum class ExtractMode { ActiveProctype, Proctype, Inline, NoEncapsulation,
                         ExtendedActive, ExtendedPassive };

struct ExtractSpec {
  std::string function;      // empty with `all` (-x / -xe)
  bool all = false;
  ExtractMode mode = ExtractMode::Proctype;
  unsigned instances = 1;    // -a3, -e2
  bool atomic = false;       // -f (-xf): Modex's atomic -e ("function like"); extracted as -e, with a note
  std::vector<std::string> tables;  // named tables (-L), in the order given
  std::string source;        // the %F file in force (absolute)
  ScriptLocation where;
};

// Declare/Import/NonState/Track/Constant (lookup-table directives, Modex's meanings).
struct DataDirective {
  // PromelaVar: Modex's `Promela vname scope` (like Import, but the object is a Promela
  // variable declared in %P, so no declaration is generated).
  enum Kind { Declare, Import, NonState, Track, Constant, PromelaVar } kind;
  std::vector<std::string> args;
  ScriptLocation where;
};

struct Script {
  std::filesystem::path file;                // the .prx (or empty for `mokert extract FILE.c`)
  std::vector<std::string> sources;          // every %F, absolute, in order
  std::vector<ExtractSpec> extracts;         // %X
  std::vector<LookupTable> tables;           // %L sections and %L file tables; unnamed one has name ""
  std::vector<DataDirective> data;
  std::string header;                        // %H: c_code header text / file contents
  std::string c_decls;                       // %D and %B (C type declarations, c_decl)
  std::string c_data;                        // %C (C data declarations, c_state / c_code)
  std::string promela;                       // %P: environment, init, properties
  std::vector<std::string> pan_cc_flags;     // %O: -D... and extra C files for pan's compile
  std::vector<std::string> preprocess_flags; // %Q: extra flags for parsing the C
  std::vector<std::string> pan_run_flags;    // %R
  std::vector<std::string> sed_commands;     // %T
  unsigned sed_line = 0;                     // the first %T's line (0: none, or from the command line)
  std::vector<std::pair<std::string, std::string>> search;  // %G key: value
  bool strict = false;                       // extension: unmapped statements are errors
  // Promela runtime files (promela-runtime/*.pml, absolute) the tables ask for; the translator
  // copies them beside model.pml and #includes them before the extracted code.
  std::vector<std::filesystem::path> promela_includes;
  // Extensions (new directives Modex would reject): replay target, driver, thread mapping.
  std::string target;                        // "user" | "kmod" | "ktree"; empty = user
  std::string driver;                        // test driver file for replay
  std::vector<std::pair<std::string, std::string>> threads;  // proctype -> C function
  std::vector<std::string> compile_flags;    // flags for parsing the C (after --)
  std::string compile_db;                    // compile_commands.json folder (-p)
  // Added by the script reader (see docs/translation-scripts.md):
  std::string promela_after;                 // %A: Promela placed after the extracted parts
  bool use_defaults = true;                  // %nodefaults turns the default table off
  // Extract, besides the %X functions, every function passed as start routine to
  // pthread_create (found by the translator in the AST) as a passive proctype using the
  // tables of the `main` extraction. Set by default_script and for a .prx without %X.
  bool auto_threads = false;
  // C type -> Promela type for variables the translator declares in Promela (lut `@type`),
  // e.g. pthread_mutex_t -> mokert_mutex_t (a #define in promela-runtime/pthread.pml).
  std::vector<std::pair<std::string, std::string>> promela_types;
  std::vector<std::string> notes;            // warnings for the user ("file:line: ...")
  // Range of the values a nondeterministic input may take (SV-COMP's __VERIFIER_nondet_*):
  // lookup replaces MOKERT_NONDET_MIN / MOKERT_NONDET_MAX in a rule's Promela by these.
  long nondet_min = -1, nondet_max = 2;
  bool nondet_set = false;                   // %nondet given (else the note says the default)
  // A condition wait may end with no signal, as POSIX allows (promela-runtime/pthread.pml);
  // `%spurious 0` (--no-spurious) turns it off: the model defines MOKERT_NO_SPURIOUS.
  bool spurious_wakeups = true;
  bool svcomp = false;                       // the SV-COMP table (translation-scripts/svcomp.lut) is used
};

// Reads a .prx; throws InputError with file:line on any problem. Tables named by %L file,
// -L and Include are read relative to the script's folder; the default table
// (translation-scripts/defaults.lut) is appended last unless the script says otherwise.
Script read_script(const std::filesystem::path& prx);

// The script `mokert extract FILE.c` uses: Modex's defaults (every function with a body that
// is a thread start routine or main, the default table).
// nondet: the range of SV-COMP's nondeterministic values (--nondet), else the default.
Script default_script(const std::filesystem::path& c_file,
                      std::optional<std::pair<long, long>> nondet = std::nullopt);

// Modex's command-line flags (modex's -x -xe[N] -a[N] f -e[N] f -E f -n f -i f -p f -L lut -N n
// -D/-U/-I -Q -O -R -T -run, and verify's -E -A), as the script lines they stand for.
struct ModexCommand {
  std::vector<std::string> selections;   // "%X" arguments: "-xe2", "-a main", ...
  std::vector<std::string> tables;       // -L files, for every selection
  std::vector<std::string> lines;        // "%O ...", "%Q ...", "%R ...", "%T ...", "%N n"
  std::vector<std::pair<std::string, std::string>> search;  // %G: noend (-E), asserts (-A)
  bool run = false;                      // -run: verify after extracting
};

// Takes the Modex flags out of args (into cmd) and returns the other arguments in order;
// everything after `--` is left. Throws InputError for a flag without its value.
std::vector<std::string> take_modex_flags(const std::vector<std::string>& args, ModexCommand& cmd);

// The script those flags describe for c_file: without selection flags, Modex's default (main and
// the threads it starts); SV-COMP's table when the program uses it (then with %G noend: 1 unless
// the flags set it). nondet: the __VERIFIER_nondet_* range.
Script command_line_script(const std::filesystem::path& c_file, const ModexCommand& cmd,
                           std::optional<std::pair<long, long>> nondet = std::nullopt);
// The same for a program of several C files (each a %F, read as one program; no X.prx).
Script command_line_script(const std::vector<std::filesystem::path>& c_files, const ModexCommand& cmd,
                           std::optional<std::pair<long, long>> nondet = std::nullopt);

// The outcome of looking up one normalized C statement or condition.
struct LookupResult {
  RhsKind kind = RhsKind::Promela;
  std::string promela;       // rhs after capture substitution and Substitute rules
  std::string rule;          // "file.lut:12", "pattern file.lut:3"
  // Modex `warn`: kind is Print and this holds "file:line: must abstract <stmt>" for the user.
  std::string warning;
  // Modex `C_code` / `C_expr`: emit the translator's own c_code/c_expr encapsulation (counts
  // as mapped in strict mode); `promela` is empty then.
  bool c_code = false;
  // The C lvalue whose value the model chooses here (a rule's $NONDET capture, e.g. `x` for
  // `x = __VERIFIER_nondet_int();`); the map entry's nondet attribute. Empty for other rules.
  std::string nondet;
  // Pattern rules: each $X capture and the normalized C text it matched.
  std::vector<std::pair<std::string, std::string>> captures;
  // The rule is one of the tables mokert ships (translation-scripts/), not the script's own.
  bool shipped = false;
};

// Normalizes C text the way the tables see it: whitespace collapsed, no space around
// punctuation except where tokens would merge, trailing ';' kept for statements.
std::string normalize_c(const std::string& text);

// A condition the way Modex's tables write it: normalize_c(text) inside one pair of
// parentheses ("x > 0" -> "(x>0)"; "(a)||(b)" -> "((a)||(b))"; "(x)" stays "(x)").
std::string normalize_condition(const std::string& text);

// Applies the Substitute rules of the tables lookup consults (same order) to Promela text;
// the translator calls it on the c_code/c_expr text it generates for unmapped statements.
std::string apply_substitutes(const Script& script, const std::vector<std::string>& tables,
                              const std::string& promela);

// First matching rule: the named tables in order, then the unnamed one, then the defaults.
// nullopt: no rule matched (the translator then uses c_code / c_expr, or strict mode errors).
std::optional<LookupResult> lookup(const Script& script, const std::vector<std::string>& tables,
                                   const std::string& normalized_c);

// The same for a statement of a helper expanded at its call, where `normalized_c` has the
// caller's arguments in place of the helper's parameters (`pthread_mutex_lock(&(&q)->m);`) and
// `as_written` is the statement as the helper spells it (`pthread_mutex_lock(&qp->m);`), which
// is what a Modex user's rule is written against: an exact or prefix rule (no captures) that
// matches it counts as matching, in the rule's place in the order, unless its Promela names one
// of `parameters` (nothing of that name exists at the call).
std::optional<LookupResult> lookup(const Script& script, const std::vector<std::string>& tables,
                                   const std::string& normalized_c, const std::string& as_written,
                                   const std::vector<std::string>& parameters);

} // namespace mokert
