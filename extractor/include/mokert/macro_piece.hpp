// Which piece of a macro's expansion a statement is (SourceRange::macro), computed the same way by
// the extractor (the map) and the instrumenter (finding the statement again).
#pragma once
#include <string>

#include <clang/Basic/SourceLocation.h>
#include <clang/Basic/SourceManager.h>

namespace mokert {

// Where `loc` (a macro-ID location of a statement's first token) is spelled in each macro body
// it comes through, outermost first: "FILE:LINE:COL>FILE:LINE:COL" with absolute normal paths.
// Tokens of a macro's argument are followed to where the argument was written. Empty for a
// location in the file.
std::string macro_piece(const clang::SourceManager& sm, clang::SourceLocation loc);

} // namespace mokert
