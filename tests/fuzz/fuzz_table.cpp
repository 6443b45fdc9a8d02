// The .lut reader (rules, keywords, Substitute, Import/Declare, Include, pattern rules) on
// arbitrary text, then a lookup of a few C statements in what it read: the rules a table holds
// are matched however they were written.
#include "fuzz_support.hpp"
#include "mokert/script.hpp"
#include "script_internal.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mokert;
  const std::string text = fuzz::text_of(data, size);
  for (const char* outside : {"dev/", "proc/", "sys/"})
    if (text.find(outside) != std::string::npos) return 0;
  fuzz::rejects_cleanly([&] {
    Script s;
    LookupTable t;
    t.where = {"fuzz.lut", 0};
    script_detail::TableReader reader{s, {}};
    reader.read_lines(t, "fuzz.lut", script_detail::split_lines(text, true), fuzz::scratch());
    s.tables.push_back(std::move(t));
    for (const char* c : {"x=1;", "spin_lock(&l->lock);", "(a&&b)", "p=malloc(sizeof(*p));",
                          "f(a,(b,c),\"s)\");", "x=a+b+c+d+e+f+1;"})
      (void)lookup(s, {}, c);
  });
  return 0;
}
