// One C function -> the Promela body of a proctype or inline, every line mapped back to its C.
#pragma once
#include <map>
#include <clang/AST/Type.h>
#include <optional>
#include <string>
#include <vector>

#include "mokert/linemap.hpp"
#include "mokert/script.hpp"
#include "translate_buffer.hpp"
#include "translate_model.hpp"

namespace clang {
class ASTContext;
class Expr;
class FunctionDecl;
class SourceManager;
class SourceLocation;
class Stmt;
class VarDecl;
class ValueDecl;
}

namespace mokert {

struct FunctionOutput {
  std::string name;                       // proctype or inline name
  std::string owner;                      // the proctype whose locals its c_code names
  std::string header;                     // "active [2] proctype p_f(int a) {" or "inline f(a) {"
  std::string footer;                     // "}" (empty without encapsulation)
  std::vector<std::string> decls;         // Promela local declarations, inside the body
  std::vector<std::string> top_decls;     // c_state "..." "Local p_f" lines, at top level
  PmlBuffer body;
};

// Translates fn per spec; throws InputError only for things the user must fix in the script.
// An inline is translated for the proctype owner that expands it (its variables are owner's).
FunctionOutput translate_function(ModelContext& model, clang::ASTContext& ctx,
                                  const clang::FunctionDecl* fn, const ExtractSpec& spec,
                                  const std::string& owner = "");

// Registers a global the extracted code uses (also used for Import directives).
const PmlVar& global_var(ModelContext& model, clang::ASTContext& ctx, const clang::VarDecl* var);

// Maps a C type to a Promela type when there is one (int, short, byte, bool, runtime typedefs,
// arrays of those); else fills the c_state declaration. Returns true for Promela.
bool map_type(const ModelContext& model, clang::ASTContext& ctx, const clang::VarDecl* var,
              PmlVar& out);

// The elements the model gives a variable-length array (`pthread_t pool[n_threads];`): pan's state
// needs a fixed size, so the value its size has at the program's start (a constant, or a global
// or const variable with a constant initialiser); 0 when there is none. Its indices are checked
// against that size, so an access past it is a reported violation, never a silent overflow.
unsigned long vla_capacity(clang::ASTContext& ctx, const clang::VariableArrayType* vla);

} // namespace mokert
