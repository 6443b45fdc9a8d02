// `mokert report DIR [--srcroot DIR] [--partial]`: report.html, report.sarif, report.json.
#include <iostream>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "mokert/error.hpp"
#include "mokert/report.hpp"

namespace mokert::cli {

int cmd_report(const Args& a) {
  const char* usage = "usage: mokert report DIR [--srcroot DIR] [--partial]";
  ReportOptions o;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] == "--srcroot") {
      if (i + 1 >= a.size()) throw InputError(std::string("--srcroot needs a folder\n") + usage);
      o.srcroot = a[++i];
    } else if (a[i] == "--partial") {
      o.partial = true;
    } else if (a[i] == "-h" || a[i] == "--help") {
      std::cout << usage << "\n\n"
                << "Reads DIR's artefacts (verification.xml, model.map.xml, cex-N.xml, schedule-N.xml, verdict-N.xml)\n"
                << "and writes, beside them:\n"
                << "  report.html   one self-contained page: summary, then per counterexample the steps as C lines in\n"
                << "                one lane per thread, switch points, the verdict's evidence on the lines it names\n"
                << "                (keys: j/k next/previous step, n/p switch, v the violation, Enter context, m folds)\n"
                << "  report.sarif  SARIF 2.1.0: one result per counterexample, one threadFlow per thread\n"
                << "  report.json   the same content for scripts (schema: docs/report.schema.json)\n"
                << "`mokert run` writes them at its end.\n\n"
                << "  --srcroot DIR  SARIF locations relative to DIR (default: the C files' git checkout)\n"
                << "  --partial      report counterexamples that have no verdict yet (else: exit 2 naming the file)\n"
                << exit_code_help();
      return kExitOk;
    } else if (!a[i].empty() && a[i][0] == '-') {
      throw InputError("unknown option '" + a[i] + "'\n" + usage);
    } else if (o.dir.empty()) {
      o.dir = a[i];
    } else {
      throw InputError(std::string("too many arguments\n") + usage);
    }
  }
  if (o.dir.empty()) throw InputError(std::string("no work folder given\n") + usage);
  ReportFiles f = write_report(o);
  for (const auto& n : f.notes) std::cerr << "note: " << n << "\n";
  std::cout << "report: " << f.html.string() << "\n";
  std::cout << "sarif: " << f.sarif.string() << "\n";
  std::cout << "json: " << f.json.string() << "\n";
  return kExitOk;
}

} // namespace mokert::cli
