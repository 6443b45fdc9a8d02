// The .prx reader (Modex's directives and mokert's extensions) on arbitrary text: a script is
// read or rejected with an InputError naming fuzz.prx and a line.
#include "fuzz_support.hpp"
#include "mokert/script.hpp"
#include "script_internal.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mokert;
  const std::string text = fuzz::text_of(data, size);
  // Directives that reach outside the reader: the kernel ones unpack Debian's kernel source
  // (minutes); paths into /dev, /proc or /sys name files without an end.
  for (const char* outside : {"%kernel", "dev/", "proc/", "sys/"})
    if (text.find(outside) != std::string::npos) return 0;
  fuzz::rejects_cleanly([&] {
    Script s = script_detail::read_script_text(text, fuzz::scratch(), "fuzz.prx");
    // What was read must be usable: every table's rules can be looked up.
    (void)lookup(s, {}, "x=1;");
  });
  return 0;
}
