// State shared by the translation of all extracted functions of one model.
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "mokert/script.hpp"
#include "script_internal.hpp"

namespace clang {
class VarDecl;
class FunctionDecl;
class SourceLocation;
class SourceManager;
}

namespace mokert {

// A loop that creates (or joins) at least kThreadLoopLimit threads (the model's process table,
// MOKERT_MAX_PIDS in pthread.pml) runs its first kThreadLoopPasses passes in the model.
inline constexpr long kThreadLoopLimit = 16;
inline constexpr int kThreadLoopPasses = 2;

// The program's own code: the C file, a header beside it that is no system header (`#include
// "queue.h"` next to queue.c), or one the program includes by quotes from elsewhere
// ("../inc/queue.h", "queue.h" through -Iinc). Functions and globals written there are the
// program's: calls are expanded and data is state, as for the C file's own. Headers reached by
// <...> (libc's, the kernel's include/) keep their functions as C calls and their objects as C objects.
bool in_program(const clang::SourceManager& sm, clang::SourceLocation loc);

// In one of the program's C files: the main file, or, when the program is several C files
// parsed as one unit (translate_frontend.hpp), a file that unit includes.
bool in_main_source(const clang::SourceManager& sm, clang::SourceLocation loc);

// The program's path of the file that holds loc: a file the extractor rewrote for the unit of
// several files (translate_frontend.hpp, under a `mokert-own` folder) by its original's path.
std::string program_file_name(const clang::SourceManager& sm, clang::SourceLocation loc);

// How a C variable appears in the model.
struct PmlVar {
  std::string name;          // Promela name (C name unless it clashes with a Promela keyword)
  bool global = false;
  bool promela = false;      // a Promela variable (int, byte, bool, short, runtime typedef)
  std::string type;          // Promela type, or the C type for c_state
  std::string array;         // "[N]" for arrays of Promela types
  std::string init;          // Promela initial value or c_state initialiser; may be empty
  // `int a[4] = {3, 5, 0, 9}`: Promela gives every element one value, so differing elements are
  // set by the first active proctype before anything else runs (index, value; zeros left out).
  std::vector<std::pair<size_t, std::string>> element_inits;
  // An array of C data with an initialiser (`struct slot chain[2] = {{...}, {...}}`), or C data
  // whose initialiser holds a string (SPIN's c_state cannot carry its quotes): the same first
  // step copies this compound literal.
  std::string c_array_init;
  std::string c_ref;         // how c_code refers to it: now.x, Pp_f->x, or x (Hidden)
  bool external = false;     // declared in a header (stderr, errno, jiffies): not in the model
  // A parameter of an expanded call passed by name (docs/extractor.md, "Calls"): the caller's
  // argument as C source text, parenthesized where needed; c_ref/name hold its renderings.
  std::string by_name;
  bool hidden = false;       // Modex's NonState: kept out of the state vector (c_code names it as is)
};

struct ModelContext {
  const Script* script = nullptr;
  std::set<std::string> promela_typedefs;            // typedef names in the Promela runtime
  std::map<const clang::VarDecl*, PmlVar> globals;   // globals the extracted code touches, in use order
  std::vector<const clang::VarDecl*> global_order;
  std::map<std::string, ExtractMode> extracted;      // C function -> mode
  // Inline C function -> the proctypes that expand it, extracted ones and the script's own (%P,
  // %A), in order. Each gets its own copy of the inline, whose variables are its own locals;
  // with two or more, the copies are named inline_copy_name(f, owner).
  std::map<std::string, std::vector<std::string>> inline_owners;
  // The script's own inlines (%P, %A) by name: a rule's call of one is written out in place.
  std::map<std::string, script_detail::PromelaUnit> script_inlines;
  std::vector<std::string> unmapped;                 // "file:line: text" for strict mode
  std::set<std::string> used_identifiers;            // identifiers in c_code/c_expr (for #defines)
  std::vector<std::string> extra_globals;            // ret_ variables of inlines and the like
  std::vector<std::string> notes;                    // rule warnings (Modex `warn`)
  std::vector<std::string> undefined_calls;          // "file:line: ..." calls nothing can link
  std::set<std::string> shared;                      // globals more than one thread may touch
  std::set<std::string> runtime_macros;              // macro names the Promela runtime defines
  // Those of the runtime files mokert ships (promela-runtime/): primitives on Promela objects.
  std::set<std::string> shipped_runtime_macros;
  // Every macro the script's own runtime files define (kmod-list's `#define e kl_local_e[_pid]`
  // makes a C local's name a Promela heap slot).
  std::set<std::string> own_runtime_names;
  std::vector<std::string> init_typedefs;            // one-word types for c_state initialisers
  std::vector<std::string> guard_sites;              // "`p->x` (file.c:12)" for each runtime check
  bool uses_cmem = false;                            // checks or C-memory primitives: cmem.pml
  bool join_values = false;  // a pthread_join reads a thread's value: start routines keep theirs
  bool endless_thread_loop = false;  // `while (1) pthread_create(...)`: threads at once are bounded
  // `for (i = 0; i < 10000; i++) pthread_create(...)` (or its joins): the largest such N, whose
  // loop the model leaves after its first passes (0: none).
  long thread_loop_cut = 0;
  // "file:line:col" of nondet choices whose range an assume right after them gives exactly: the
  // model's choice covers every value the C goes on with, so it bounds nothing.
  std::set<std::string> nondet_full_range;
  bool uses_heap = false;                            // malloc/free in c_code: the model's heap
  // Parsed with -nostdinc (kernel code): functions its own headers declare get pan stand-ins.
  bool kernel_flags = false;
  // Functions of the file whose address the c_code uses (a struct of callbacks, `pf = f1`):
  // pan gets a stub of each, mk_fn_<name>, so that pointers compare; calls through pointers
  // are expanded per target (docs/extractor.md, "Function pointers"). name -> stub definition.
  std::map<std::string, std::string> fn_stubs;
  // main's return is C's exit: threads blocked after it may end (MOKERT_C_EXIT, pthread.pml)
  bool c_exit = false;
  bool stack_kept = false;                           // a proctype waits at end_mokert_stack_kept (mokert_kept)
  bool uses_self = false;                            // pthread_self() in c_code: the model thread's handle
  bool uses_tls = false;                             // pthread_getspecific() and friends in c_code
  // The program reads or sets errno: each proctype keeps its own (translate_errno.cpp).
  bool uses_errno = false;
  // Bit-fields of one struct that threads write ("ready, error of struct dev (f.c:4)"): the
  // model stores each alone, C the storage unit they share; a bound of the search.
  std::vector<std::string> shared_bit_fields;
  // Threads change lists of C data (list_add_tail, list_del) under no common lock: each change
  // is one step in the model, several stores in C; a bound of the search.
  bool unlocked_list_changes = false;
  // pthread_key_create calls that give a destructor ("dtor (f.c:19)"): the model does not run
  // destructors at thread exit, so a search with no errors is no proof for what they check.
  std::vector<std::string> tls_destructors;
  // Clock reads in c_code ("clock_gettime (f.c:14)"): pan reads a fixed clock (cmem.pml).
  std::vector<std::string> clock_reads;
  unsigned c_code_statements = 0;
  // Variables whose storage the program reaches through a pointer (`&x`, an array used as a
  // pointer), per parsed unit: filled on first use by map_type (translate_types.cpp).
  mutable std::map<const void*, std::set<const clang::VarDecl*>> pointed_to;
};

// Promela identifiers a C name must not take.
bool is_promela_keyword(const std::string& name);
std::string promela_safe_name(const std::string& name);
// SPIN gives labels starting with these prefixes a meaning (end states, progress, acceptance).
std::string promela_safe_label(const std::string& name);
std::string proctype_name(const std::string& function);  // Modex: p_<function>
// The Promela inline that proctype owner calls for the C function f extracted with -i: f itself
// when one proctype expands it, else owner's own copy f__owner.
std::string inline_copy_name(const ModelContext& model, const std::string& f, const std::string& owner);

} // namespace mokert
