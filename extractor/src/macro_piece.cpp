#include "mokert/macro_piece.hpp"

#include <filesystem>

#include "translate_frontend.hpp"

namespace mokert {

std::string macro_piece(const clang::SourceManager& sm, clang::SourceLocation loc) {
  std::string out;
  for (int depth = 0; loc.isMacroID() && depth < 64; ++depth) {
    if (sm.isMacroArgExpansion(loc)) {  // an argument's token: where the argument is written
      loc = sm.getImmediateSpellingLoc(loc);
      continue;
    }
    // A token of a macro body: its place in the #define, then the place of the macro's name in
    // whatever expanded it. Two uses of one macro inside another differ in the second.
    clang::SourceLocation at = sm.getSpellingLoc(loc);
    std::error_code ec;
    std::filesystem::path file = std::filesystem::weakly_canonical(original_path(sm.getFilename(at).str()), ec);
    std::string here = file.string() + ":" + std::to_string(sm.getSpellingLineNumber(at)) + ":" +
                       std::to_string(sm.getSpellingColumnNumber(at));
    out = out.empty() ? here : here + ">" + out;
    loc = sm.getImmediateExpansionRange(loc).getBegin();
  }
  return out;
}

} // namespace mokert
