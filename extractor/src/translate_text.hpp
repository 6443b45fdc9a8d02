// Source text of statements and conditions: exact spans for the map, and the text rewritten
// for c_code (globals as now.x, locals as P<proctype>->x) or as a plain Promela expression.
#pragma once
#include <clang/Basic/SourceLocation.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "translate_model.hpp"

namespace clang {
class ASTContext;
class CallExpr;
class DeclRefExpr;
class FunctionDecl;
class Expr;
class Stmt;
class SwitchCase;
class VarDecl;
}

namespace mokert {

// malloc, free, kmalloc, ...: calls the translator sends to the model's heap.
bool is_heap_function(const std::string& name);
// pthread_key_create and friends: the model keeps thread-specific data per model thread.
bool is_tls_function(const std::string& name);
// clock_gettime, gettimeofday, time, clock: read a fixed clock inside pan (cmem.pml), so that a
// search state does not hold the real time of the moment pan passed there.
bool is_clock_function(const std::string& name);
// A C function whose name a runtime file also defines as a macro: c_code calls it as `(name)(...)`.
bool runtime_macro_named(const ModelContext& model, const clang::FunctionDecl* fn);
// pan's stub for a function of the file used as a value (mk_fn_<name>), added to the model.
std::string fn_stub_name(ModelContext& model, clang::ASTContext& ctx, const clang::FunctionDecl* fn);

// A stretch of the C file: 1-based line/col, end inclusive, and the text it covers.
struct Span {
  unsigned line = 0, col = 0, end_line = 0, end_col = 0;
  std::string text;
  clang::SourceLocation begin, last;  // file locations of the first and last character
  std::string macro;  // a piece of a macro's expansion: which one (SourceRange::macro)
};

struct TextRenderer {
  struct Replacement {
    Span span;
    std::string text;
    // The expression replaced: a piece of a macro's body (span.macro set) has no text of its own
    // in the file, so the statement around it is printed with this node replaced.
    const clang::Stmt* node = nullptr;
  };

  ModelContext* model = nullptr;
  clang::ASTContext* ctx = nullptr;
  std::map<const clang::VarDecl*, PmlVar>* locals = nullptr;
  std::string owner;  // proctype whose locals c_code names

  Span stmt_span(const clang::Stmt* s, bool with_semicolon) const;
  Span case_span(const clang::SwitchCase* c) const;      // `case 1:` / `default:`
  Span make_span(clang::SourceLocation begin, clang::SourceLocation last) const;

  // C text printed from the AST, macros expanded: for text that leaves the C preprocessor's
  // reach (a c_state initialiser is a string to SPIN, so the file's #defines never apply to it).
  std::string render_c_expanded(const clang::Stmt* root, const std::vector<Replacement>& extra = {}) const;
  std::string render_c(const Span& span, const clang::Stmt* root,
                       const std::vector<Replacement>& extra = {}) const;
  // Nullopt when the text uses anything Promela lacks (calls, pointers, C-only variables).
  std::optional<std::string> render_promela(const Span& span, const clang::Stmt* root) const;
  // The C source text the tables see, with parameters passed by name replaced by the caller's
  // argument text (so `pthread_mutex_lock(m);` in a wrapper reads `pthread_mutex_lock(&acc[i].lock);`).
  std::string render_source(const Span& span, const clang::Stmt* root) const;
  // The same, printed from the AST as the preprocessor expanded it (a call spelled through the
  // program's own macro, `assume(*m == 0)` for `__VERIFIER_assume(*m == 0)`).
  std::string render_source_expanded(const clang::Stmt* root) const;

  bool is_assert(const clang::Expr* e) const;
  // `assert(c)` of a system header (<assert.h>) written inside the program's own macro
  // (`#define BUG() assert(0)`): the condition c from the expansion's AST, else null.
  const clang::Expr* system_assert_in_macro(const clang::Expr* e) const;
  // The condition of an expanded <assert.h> assert (glibc's sizeof-comma-statement-expression
  // shape or the conditional shape), or null for any other expression.
  const clang::Expr* assert_condition(const clang::Expr* e) const;
  Span assert_argument(const Span& statement) const;       // the text inside assert( )
  std::vector<const clang::CallExpr*> outer_calls(const clang::Expr* cond) const;
  // Whole invocations of function-like macros written as calls (`test_bit(n, &f)`), outermost.
  std::vector<const clang::Expr*> outer_macro_calls(const clang::Expr* cond) const;
  std::string c_type_of(const clang::Expr* e) const;
  bool in_macro_body(const clang::Expr* e) const;
  // A clock read in c_code (is_clock_function): the model reads cmem.pml's fixed clock; where,
  // for the extractor's note.
  void note_clock_read(const clang::DeclRefExpr* ref) const;
  // ref names pthread_key_create in c_code: a destructor its call gives, for the extractor's bound.
  void note_tls_destructor(const clang::DeclRefExpr* ref) const;
  // Whether a macro's body (not its arguments) in root names a variable the model renames.
  bool names_data_in_macro_body(const clang::Stmt* root) const;
  // A piece of a macro's body, not the whole expansion: its text is printed from the AST.
  bool part_of_macro_body(const clang::Stmt* s) const;
  // Whether a replacement in extra stands for a piece of a macro's body inside root.
  bool replaces_macro_piece(const clang::Stmt* root, const std::vector<Replacement>& extra) const;

private:
  enum class Mode { CCode, Promela, Source };
  std::string render(const Span& span, const clang::Stmt* root, const std::vector<Replacement>& extra,
                     Mode mode, bool* ok) const;
  std::string render_printed(const clang::Stmt* root, const std::vector<Replacement>& extra, Mode mode,
                             bool* ok) const;
};

} // namespace mokert
