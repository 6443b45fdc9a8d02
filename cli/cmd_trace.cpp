// `mokert trace DIR [N]`: counterexample N (default 1) as C, one column per thread.
#include <iostream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "mokert/checker.hpp"
#include "mokert/error.hpp"
#include "mokert/numbers.hpp"

namespace mokert::cli {

int cmd_trace(const Args& a) {
  const char* usage = "usage: mokert trace DIR [N] [--format text|json]";
  std::string dir, format = "text";
  unsigned number = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] == "--format") {
      if (i + 1 >= a.size()) throw InputError(std::string("--format needs text or json\n") + usage);
      format = a[++i];
      if (format != "text" && format != "json")
        throw InputError("--format is text or json, not '" + format + "'");
    } else if (a[i] == "-h" || a[i] == "--help") {
      std::cout << usage << "\n" << exit_code_help();
      return kExitOk;
    } else if (!a[i].empty() && a[i][0] == '-') {
      throw InputError("unknown option '" + a[i] + "'\n" + usage);
    } else if (dir.empty()) {
      dir = a[i];
    } else if (number == 0) {
      number = parse_unsigned(a[i]).value_or(0);
      if (number == 0)
        throw InputError("N is a counterexample number (1, 2, ...), not '" + printable_excerpt(a[i]) + "'");
    } else {
      throw InputError(std::string("too many arguments\n") + usage);
    }
  }
  if (dir.empty()) throw InputError(std::string("no work folder given\n") + usage);
  auto all = read_counterexamples(dir);
  if (all.empty())
    throw InputError(dir + ": no counterexample (cex-N.xml) here; run `mokert verify " + dir + "` first");
  if (number == 0) number = 1;
  for (const auto& c : all)
    if (c.number == number) {
      std::cout << (format == "json" ? format_trace_json(c) : format_trace_text(c));
      return kExitOk;
    }
  throw InputError(dir + ": no counterexample " + std::to_string(number) + " (there are " +
                   std::to_string(all.size()) + ")");
}

} // namespace mokert::cli
