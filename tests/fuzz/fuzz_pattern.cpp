// Pattern rules: a rule's left side (with $X captures) and a C text, separated by a NUL byte.
// A malformed pattern is reported by pattern_problem; a well-formed one is matched against the
// normalized text in bounded time (a too-long text is an InputError), and what it captures
// substitutes back into the pattern to give the text again.
#include "fuzz_support.hpp"
#include "mokert/script.hpp"
#include "script_internal.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mokert;
  using namespace mokert::script_detail;
  const std::string input = fuzz::text_of(data, size);
  const size_t nul = input.find('\0');
  if (nul == std::string::npos || size < 2) return 0;
  const bool prefix = (data[0] & 1) != 0;
  const std::string lhs = normalize_c(input.substr(1, nul - 1));
  const std::string text = normalize_c(input.substr(nul + 1));
  fuzz::rejects_cleanly([&] {
    if (!pattern_problem(lhs, prefix).empty()) return;
    std::map<std::string, std::string> caps;
    if (!match_pattern(lhs, text, prefix, caps)) return;
    for (const auto& name : pattern_captures(lhs))
      if (!caps.count(name)) fuzz::finding("a match without the capture $" + name);
    if (!prefix && substitute_captures(lhs, caps) != text)
      fuzz::finding("the captures do not give the text back: '" + printable_excerpt(lhs) + "' on '" +
                    printable_excerpt(text) + "'");
  });
  return 0;
}
