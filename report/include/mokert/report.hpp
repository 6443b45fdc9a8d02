// The report stage: a work folder's typed artefacts (verification.xml, cex-N.xml, schedule-N.xml,
// verdict-N.xml) as report.html, report.sarif (SARIF 2.1.0) and report.json.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace mokert {

struct ReportOptions {
  std::filesystem::path dir;        // the work folder; the reports are written into it
  std::filesystem::path srcroot;    // base of the SARIF %SRCROOT% locations; empty: the enclosing
                                    // git checkout of the C files, else their common folder
  bool partial = false;             // a counterexample without verdict-N.xml is reported as not
                                    // replayed instead of being an error (`mokert run` after a
                                    // replay that could not start)
};

struct ReportFiles {
  std::filesystem::path html, sarif, json;
  std::vector<std::string> notes;   // what the report could not show, and why
};

// Reads the artefacts and writes the three reports atomically. Throws InputError naming the
// missing or unreadable file and the command that makes it.
ReportFiles write_report(const ReportOptions& options);

} // namespace mokert
