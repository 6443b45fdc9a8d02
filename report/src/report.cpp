// write_report: load the artefacts, derive the view once, write the three files atomically.
#include "mokert/report.hpp"

#include "render.hpp"
#include "mokert/files.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {

// The folder SARIF locations are relative to: the git checkout that holds every C file (what code
// scanning expects), else the C files' common folder.
fs::path default_srcroot(const report::Input& in) {
  std::optional<fs::path> common;
  auto add = [&](const std::string& file) {
    fs::path dir = fs::path(file).lexically_normal().parent_path();
    if (!common) {
      common = dir;
      return;
    }
    fs::path c;
    auto a = common->begin(), b = dir.begin();
    for (; a != common->end() && b != dir.end() && *a == *b; ++a, ++b) c /= *a;
    common = c;
  };
  for (const auto& f : in.cexes)
    for (const auto& s : f.cex.steps)
      if (s.c && fs::path(s.c->c.file).is_absolute()) add(s.c->c.file);
  if (!common || common->empty()) return fs::absolute(in.dir).lexically_normal();
  std::error_code ec;
  for (fs::path p = *common; !p.empty(); p = p.parent_path()) {
    if (fs::exists(p / ".git", ec)) return p;
    if (p == p.parent_path()) break;
  }
  return *common;
}

} // namespace

ReportFiles write_report(const ReportOptions& options) {
  report::Input in = report::load_input(options.dir, options.partial);
  report::Sources sources;
  report::Rendering r;
  r.input = &in;
  r.sources = &sources;
  r.srcroot = options.srcroot.empty() ? default_srcroot(in) : fs::absolute(options.srcroot).lexically_normal();
  for (const auto& f : in.cexes) r.views.push_back(report::make_view(f, in.map));

  ReportFiles out;
  out.html = options.dir / "report.html";
  out.sarif = options.dir / "report.sarif";
  out.json = options.dir / "report.json";
  std::string html = report::render_html(r);
  std::string sarif = report::render_sarif(r);
  std::string json = report::render_json(r);
  write_file_atomic(out.html, html);
  write_file_atomic(out.sarif, sarif);
  write_file_atomic(out.json, json);
  for (const auto& f : sources.unreadable())
    out.notes.push_back(f + ": cannot be read; the report shows the model's text of its lines without context");
  return out;
}

} // namespace mokert
