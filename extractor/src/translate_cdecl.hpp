// Declarations of headers pan.c cannot include (kernel code, -nostdinc), printed from the AST.
#pragma once
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTUnit;
class FunctionDecl;
}

namespace mokert {

struct HeaderDecls {
  std::string types;      // forward declarations, typedefs, records, enums, macros, objects: c_decl
  std::string functions;  // the headers' inline functions and stand-ins for functions without a body
  std::vector<std::string> unmodelled;  // functions that got a stand-in (a pan error when called)
};

// What the bodies of functions (of their calls, those `identifiers` names: the C the model keeps)
// and the c_code's identifiers use from headers, in an order C accepts.
HeaderDecls header_declarations(clang::ASTUnit& unit, const std::vector<const clang::FunctionDecl*>& functions,
                                const std::set<std::string>& identifiers);

}  // namespace mokert
