// report.html: one self-contained page (no network): the summary, then per counterexample the
// verdict and swim lanes, one column per thread, one row per step in the global order.
#include <cstdio>
#include <ctime>
#include <sstream>

#include "mokert/text.hpp"
#include "render.hpp"

namespace mokert::report {

namespace {

std::string esc(const std::string& s) {
  std::string o;
  o.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': o += "&amp;"; break;
      case '<': o += "&lt;"; break;
      case '>': o += "&gt;"; break;
      case '"': o += "&quot;"; break;
      case '\'': o += "&#39;"; break;
      default: o += c;
    }
  }
  return o;
}

std::string num(double d, const char* fmt = "%.2f") {
  char buf[32];
  std::snprintf(buf, sizeof buf, fmt, d);
  return buf;
}

std::string verdict_class(const std::string& name) {
  std::string c;
  for (char ch : name) c += ch == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return c;
}

std::string verdict_meaning(const std::string& name) {
  if (name == "CONFIRMED") return "a real bug: the counterexample's property failed on the real code";
  if (name == "NOT_REPRODUCED") return "a false alarm: the real code followed the schedule and nothing failed";
  if (name == "STALLED") return "the real code could not follow the schedule: usually a false alarm from imprecise modelling";
  if (name == "ERROR") return "the replay could not be built or run";
  return "the counterexample has not been replayed on the real code";
}

const char* kCss = R"CSS(
:root{--fg:#1b1f24;--muted:#5b6570;--line:#d5dae0;--bg:#fff;--lane:#f6f8fa;--hl:#fff4c2;--bad:#c62828;--badbg:#fdecea;--ok:#2e7d32;--warn:#b26a00;--note:#1565c0}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;padding:12px 20px 40px;max-width:1400px}
h1{font-size:20px;margin:4px 0 2px}h2{font-size:17px;margin:22px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
h3{font-size:14px;margin:12px 0 6px}
code,pre,.loc{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:12.5px}
.muted{color:var(--muted)}.small{font-size:12px}
table{border-collapse:collapse}
table.kv td,table.kv th,table.list td,table.list th{padding:3px 10px 3px 0;text-align:left;vertical-align:top}
table.list th{border-bottom:1px solid var(--line)}
.verdict{display:inline-block;font-weight:700;padding:1px 8px;border-radius:10px;font-size:12.5px;letter-spacing:.02em}
.verdict.confirmed{background:var(--badbg);color:var(--bad);border:1px solid var(--bad)}
.verdict.not-reproduced,.verdict.stalled{background:#e8f1fb;color:var(--note);border:1px solid var(--note)}
.verdict.error,.verdict.not-replayed{background:#fff3e0;color:var(--warn);border:1px solid var(--warn)}
.vbox{border:1px solid var(--line);border-left:4px solid var(--note);padding:8px 12px;margin:8px 0;background:#fbfcfd}
.vbox.confirmed{border-left-color:var(--bad)}.vbox.error,.vbox.not-replayed{border-left-color:var(--warn)}
.reason{font-weight:600;margin:4px 0}
pre{white-space:pre-wrap;word-break:break-word;margin:4px 0;background:var(--lane);padding:6px 8px;border-radius:4px;max-height:320px;overflow:auto}
details>summary{cursor:pointer;color:var(--note)}
.keys{font-size:12px;color:var(--muted);margin:4px 0}
.keys kbd{border:1px solid var(--line);border-radius:3px;padding:0 4px;background:var(--lane);font-size:11px}
table.lanes{width:100%;table-layout:fixed;margin-top:6px}
table.lanes th{position:sticky;top:0;background:#fff;z-index:1;text-align:left;padding:6px 8px;border-bottom:2px solid var(--line);font-size:13px;vertical-align:bottom}
table.lanes th .sub{display:block;font-weight:400;color:var(--muted);font-size:11.5px}
table.lanes th.env{width:14%}
table.lanes th.idx,table.lanes td.idx{width:46px;text-align:right;color:var(--muted);font-size:11.5px;padding:3px 6px 3px 0}
table.lanes td{padding:3px 8px;vertical-align:top;border-left:1px solid var(--line);overflow-wrap:break-word}
table.lanes td.idx{border-left:0}
table.lanes tr.step td.here{background:var(--lane)}
table.lanes tr.step{cursor:pointer}
table.lanes tr.step:focus{outline:none}
table.lanes tr.cur td.here{box-shadow:inset 0 0 0 2px var(--note)}
table.lanes tr.switch td{border-top:2px dashed #8a94a0}
.sw{display:block;font-size:11px;color:var(--muted)}
table.lanes tr.violation td.here{background:var(--badbg);box-shadow:inset 3px 0 0 var(--bad)}
table.lanes tr.violation td.idx{color:var(--bad);font-weight:700}
table.lanes tr.model td.here{background:#f3f0f8;color:var(--muted)}
.loc{color:var(--muted);font-size:11.5px;margin-right:6px;white-space:nowrap}
.tag.bad{color:var(--bad);border-color:var(--bad)}
table.lanes tr.unreached td.here{opacity:.6}
.tag{display:inline-block;font-size:10.5px;border:1px solid var(--line);border-radius:8px;padding:0 5px;margin-left:4px;color:var(--muted)}
.tag.br{border-color:var(--note);color:var(--note)}
tr.fold td{background:#f3f0f8;color:var(--muted);font-size:12px;padding:2px 8px;cursor:pointer}
tr.fold:focus td,tr.fold.cur td{outline:2px solid var(--note);outline-offset:-2px}
tr.end-line td.here{background:#e8f1fb}
tr.end-line.failed td.here{background:var(--badbg);box-shadow:inset 3px 0 0 var(--bad)}
.note{margin:4px 0 2px;padding:3px 6px;border-radius:3px;font-size:12.5px;background:#e8f1fb;border-left:3px solid var(--note);font-family:inherit}
.note.k-violation,.note.k-assertion,.note.k-deadlock,.note.k-kernel{background:var(--badbg);border-left-color:var(--bad)}
pre.ctx{margin:4px 0;padding:4px 6px;font-size:12px;max-height:none;background:#fff;border:1px solid var(--line)}
pre.ctx .cur{background:var(--hl);display:inline-block;width:100%}
.lineno{color:var(--muted);user-select:none}
@media print{
 body{max-width:none;padding:0;font-size:10pt}
 .keys,.noprint{display:none}
 table.lanes th{position:static}
 thead{display:table-header-group}
 tr{break-inside:avoid}
 section.cex{break-before:page}
 pre{max-height:none;overflow:visible}
 *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}
)CSS";

// Keyboard: j/k or arrows move between steps, n/p between switch points, v the violation,
// Enter shows a step's context (or opens a fold), m opens or closes all folds.
const char* kScript = R"JS(
(function(){
  var cur=null;
  function nav(){return Array.prototype.filter.call(document.querySelectorAll('tr.step,tr.fold'),function(r){return !r.hidden;});}
  function go(r){if(!r)return;if(cur)cur.classList.remove('cur');cur=r;r.classList.add('cur');r.focus({preventScroll:true});r.scrollIntoView({block:'nearest'});}
  function move(d,pred){var rs=nav(),i=cur?rs.indexOf(cur):(d>0?-1:rs.length);for(var j=i+d;j>=0&&j<rs.length;j+=d){if(!pred||pred(rs[j])){go(rs[j]);return;}}}
  function ctx(r){var c=r.querySelector('pre.ctx');if(c){c.hidden=!c.hidden;r.setAttribute('aria-expanded',String(!c.hidden));}}
  function fold(f,open){var k=f.getAttribute('data-fold'),sec=f.closest('section');if(open===undefined)open=f.getAttribute('aria-expanded')!=='true';
    f.setAttribute('aria-expanded',String(open));f.querySelector('.arrow').textContent=open?'\u25be':'\u25b8';
    sec.querySelectorAll('tr[data-fold-member="'+k+'"]').forEach(function(r){r.hidden=!open;});}
  document.addEventListener('click',function(e){
    if(e.target.closest('a,summary,details'))return;
    var f=e.target.closest('tr.fold');if(f){go(f);fold(f);return;}
    var r=e.target.closest('tr.step');if(r){go(r);ctx(r);}});
  document.addEventListener('keydown',function(e){
    if(e.altKey||e.ctrlKey||e.metaKey)return;var k=e.key;
    if(k==='j'||k==='ArrowDown')move(1);
    else if(k==='k'||k==='ArrowUp')move(-1);
    else if(k==='n')move(1,function(r){return r.classList.contains('switch');});
    else if(k==='p')move(-1,function(r){return r.classList.contains('switch');});
    else if(k==='v'){var s=cur?cur.closest('section.cex'):document.querySelector('section.cex');if(s)go(s.querySelector('tr.violation'));}
    else if(k==='Enter'||k===' '){if(!cur)return;if(cur.classList.contains('fold'))fold(cur);else ctx(cur);}
    else if(k==='m'){var s2=cur?cur.closest('section.cex'):document.querySelector('section.cex');if(!s2)return;
      var fs=s2.querySelectorAll('tr.fold'),open=fs.length&&fs[0].getAttribute('aria-expanded')!=='true';fs.forEach(function(f){fold(f,open);});}
    else return;
    e.preventDefault();});
})();
)JS";

std::string step_id(unsigned cex, size_t step) { return "c" + std::to_string(cex) + "-s" + std::to_string(step); }

// Paths under the source root shown relative to it: the reasons name absolute paths.
std::string shorten(std::string text, const std::filesystem::path& root) {
  std::string prefix = root.string();
  if (prefix.size() <= 1) return text;
  if (prefix.back() != '/') prefix += '/';
  for (size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at))
    text.erase(at, prefix.size());
  return text;
}

std::string notes_html(const std::vector<Note>& notes, const std::filesystem::path& root) {
  std::string o;
  for (const auto& n : notes)
    o += "<div class=\"note k-" + esc(n.kind) + "\" data-kind=\"" + esc(n.kind) + "\">" + esc(shorten(n.text, root)) +
         "</div>";
  return o;
}

std::string context_html(Sources& src, const SourceRange& c) {
  unsigned from = c.line > 3 ? c.line - 3 : 1;
  unsigned to = (c.end_line ? c.end_line : c.line) + 3;
  auto lines = src.lines(c.file, from, to);
  if (lines.empty()) return "<pre class=\"ctx\" hidden>(" + esc(c.file) + " could not be read)</pre>";
  std::string o = "<pre class=\"ctx\" hidden>";
  unsigned end = c.end_line ? c.end_line : c.line;
  for (const auto& [n, text] : lines) {
    char no[16];
    std::snprintf(no, sizeof no, "%5u  ", n);
    bool here = n >= c.line && n <= end;
    o += here ? "<span class=\"cur\">" : "";
    o += "<span class=\"lineno\">" + std::string(no) + "</span>" + esc(text);
    o += here ? "</span>" : "";
    o += "\n";
  }
  return o + "</pre>";
}

void summary(std::ostringstream& o, const Rendering& r) {
  const VerificationResult& v = r.input->verification;
  o << "<section id=\"summary\"><h2>Summary</h2>\n<table class=\"kv\">";
  o << "<tr><th>Property</th><td>" << esc(v.property.empty() ? "safety" : v.property) << "</td></tr>";
  o << "<tr><th>SPIN found</th><td>" << esc(to_string(v.outcome)) << ", " << v.errors << " error(s)</td></tr>";
  o << "<tr><th>Search</th><td>"
    << (v.complete ? "complete" : "<b>incomplete</b>: " + esc(v.incomplete_reason)) << "</td></tr>";
  o << "<tr><th>SPIN statistics</th><td>" << v.states_stored << " states stored, " << v.states_matched
    << " matched, " << v.transitions << " transitions, depth " << v.depth << ", " << num(v.memory_mb) << " MB, "
    << num(v.seconds) << " s</td></tr>";
  std::string flags;
  if (!v.cc_flags.empty()) flags += "cc " + v.cc_flags + "; ";
  if (!v.pan_flags.empty()) flags += "spin " + v.pan_flags + "; ";
  if (!v.run_flags.empty()) flags += "pan " + v.run_flags;
  if (!flags.empty()) o << "<tr><th>Flags</th><td><code>" << esc(flags) << "</code></td></tr>";
  o << "<tr><th>Work folder</th><td><code>" << esc(r.input->dir.string()) << "</code></td></tr>";
  o << "</table>\n";
  if (r.views.empty()) {
    o << "<p>" << (v.complete ? "SPIN found no counterexample: the property holds for the model."
                              : "No counterexample, but the search was incomplete: nothing is proved.")
      << "</p></section>\n";
    return;
  }
  o << "<h3>Counterexamples</h3><table class=\"list\" id=\"verdicts\"><tr><th>#</th><th>SPIN found</th><th>Steps</th>"
       "<th>Verdict</th><th>Reason</th></tr>\n";
  for (const auto& view : r.views) {
    const CexFiles& f = *view.files;
    std::string vn = verdict_name(f);
    std::string reason = f.verdict ? f.verdict->reason : f.missing_verdict;
    o << "<tr data-cex=\"" << f.cex.number << "\"><td><a href=\"#cex-" << f.cex.number << "\">" << f.cex.number
      << "</a></td><td>" << esc(view.headline) << "</td><td>" << f.cex.steps.size() << "</td><td><span class=\"verdict "
      << verdict_class(vn) << "\" data-verdict=\"" << vn << "\">" << vn << "</span></td><td>" << esc(shorten(reason, r.srcroot))
      << "</td></tr>\n";
  }
  o << "</table></section>\n";
}

void verdict_box(std::ostringstream& o, const Rendering& r, const View& view) {
  const CexFiles& f = *view.files;
  std::string vn = verdict_name(f);
  o << "<div class=\"vbox " << verdict_class(vn) << "\" data-verdict=\"" << vn << "\">";
  o << "<div><span class=\"verdict " << verdict_class(vn) << "\">" << vn << "</span> <span class=\"muted\">"
    << esc(verdict_meaning(vn)) << "</span></div>";
  if (!f.verdict) {
    o << "<div class=\"reason\">" << esc(f.missing_verdict) << "</div></div>\n";
    return;
  }
  const Verdict& v = *f.verdict;
  o << "<div class=\"reason\" data-reason=\"" << esc(v.reason) << "\">" << esc(shorten(v.reason, r.srcroot)) << "</div>";
  o << "<div class=\"small muted\">target " << esc(v.target) << " · " << v.steps_reached << " of " << v.steps_total
    << " switch points reached · " << num(v.seconds, "%.1f") << " s</div>";
  for (const auto& n : view.unplaced)
    if (n.text.find(v.reason) == std::string::npos) o << notes_html({n}, r.srcroot);
  if (!v.threads.empty()) {
    o << "<h3>Threads at the end of the replay</h3><table class=\"list threads\"><tr><th>thread</th><th>state</th>"
         "<th>last probe</th><th>detail</th></tr>";
    for (const auto& t : v.threads)
      o << "<tr><td>T" << t.thread << " " << esc(t.function) << "</td><td>" << esc(t.state) << "</td><td><code>"
        << esc(shorten(t.last_probe, r.srcroot)) << "</code></td><td class=\"small\">" << esc(shorten(t.detail, r.srcroot))
        << "</td></tr>";
    o << "</table>";
  }
  if (!v.evidence.empty()) {
    bool kernel = v.target == "kmod" || v.target == "ktree";
    o << "<details class=\"evidence\"" << (v.kind == VerdictKind::Confirmed ? " open" : "") << "><summary>"
      << (kernel ? "Kernel console" : "Program output") << " (evidence)</summary><pre data-evidence>"
      << esc(v.evidence) << "</pre></details>";
  }
  if (!v.monitor_log.empty())
    o << "<details class=\"monitor\"><summary>Monitor log</summary><pre>" << esc(v.monitor_log) << "</pre></details>";
  o << "</div>\n";
}

void step_cell(std::ostringstream& o, const Rendering& r, const View& view, const Step& s) {
  const CexStep& cs = *s.step;
  if (s.switch_before)
    o << "<span class=\"sw\">⇄ switch from " << esc(view.lanes[static_cast<size_t>(s.switch_from)].title)
      << "</span>";
  if (cs.c && !cs.environment) {
    const MapEntry& m = *cs.c;
    o << "<span class=\"loc\">" << esc(display_path(m.c.file)) << ":" << m.c.line << "</span>";
    std::string src = source_text(*r.sources, m.c);
    o << "<code class=\"c\" title=\"" << esc(m.c_text) << "\">" << esc(src.empty() ? m.c_text : src) << "</code>";
    if (!m.branch.empty()) o << "<span class=\"tag br\">" << (m.branch == "true" ? "true" : "false") << "</span>";
    if (s.model_only) o << "<span class=\"tag\">model</span>";
    o << context_html(*r.sources, m.c);
  } else {
    o << "<span class=\"loc\">" << esc(display_path(cs.pml_file)) << ":" << cs.pml_line << "</span>"
      << "<code class=\"pml\">" << esc(cs.statement) << "</code><span class=\"tag\">model only</span>";
  }
  // What the model chose for C data here (the replay made the program use it).
  for (const auto& fv : cs.values)
    if (std::string d = describe(fv); !d.empty())
      o << "<span class=\"tag val\" data-value-name=\"" << esc(fv.name) << "\" data-value=\"" << esc(fv.value)
        << "\" title=\"chosen by the model; the replay forces it\">" << esc(d) << "</span>";
  if (cs.cycle_start) o << "<span class=\"tag\">cycle starts</span>";
  if (s.violation) o << "<span class=\"tag bad\">violation</span>";
  if (s.reached && !*s.reached) o << "<span class=\"tag\">not reached in the replay</span>";
  o << notes_html(s.notes, r.srcroot);
}

void lanes(std::ostringstream& o, const Rendering& r, const View& view) {
  const CexFiles& f = *view.files;
  unsigned n = f.cex.number;
  o << "<table class=\"lanes\" data-cex=\"" << n << "\"><thead><tr><th class=\"idx\">step</th>";
  for (size_t li = 0; li < view.lanes.size(); ++li) {
    const Lane& l = view.lanes[li];
    o << "<th data-lane=\"" << li << "\" data-pid=\"" << l.pid << "\"" << (l.environment ? " class=\"env\"" : "")
      << ">" << esc(l.title) << "<span class=\"sub\">" << esc(l.subtitle)
      << (l.state.empty() ? "" : " · " + esc(l.state)) << "</span></th>";
  }
  o << "</tr></thead><tbody>\n";
  int open_fold = -1;
  for (size_t i = 0; i < view.steps.size(); ++i) {
    const Step& s = view.steps[i];
    const CexStep& cs = *s.step;
    if (s.fold >= 0 && s.fold != open_fold) {
      open_fold = s.fold;
      const Fold& fd = view.folds[static_cast<size_t>(s.fold)];
      unsigned a = view.steps[fd.first].step->index, b = view.steps[fd.first + fd.count - 1].step->index;
      std::string procs;
      for (const auto& p : fd.processes) procs += (procs.empty() ? "" : ", ") + p;
      o << "<tr class=\"fold\" tabindex=\"-1\" aria-expanded=\"false\" data-fold=\"" << s.fold << "\"><td class=\"idx\">"
        << a << (a == b ? "" : "–" + std::to_string(b)) << "</td><td colspan=\"" << view.lanes.size()
        << "\"><span class=\"arrow\">▸</span> " << fd.count << " model-only step" << (fd.count == 1 ? "" : "s")
        << " (" << esc(procs) << "): the model's environment or runtime, no C</td></tr>\n";
    }
    o << "<tr class=\"step" << (s.model_only ? " model" : "") << (s.switch_before ? " switch" : "")
      << (s.violation ? " violation" : "") << (s.reached && !*s.reached ? " unreached" : "") << "\" id=\"" << step_id(n, cs.index) << "\" tabindex=\"-1\" data-step=\""
      << cs.index << "\" data-lane=\"" << s.lane << "\" data-pid=\"" << cs.pid << "\"";
    if (cs.c && !cs.environment)
      o << " data-file=\"" << esc(cs.c->c.file) << "\" data-line=\"" << cs.c->c.line << "\" data-ctext=\""
        << esc(cs.c->c_text) << "\"";
    if (s.model_only) o << " data-model-only=\"true\"";
    if (s.fold >= 0) o << " data-fold-member=\"" << s.fold << "\" hidden";
    o << "><td class=\"idx\">" << cs.index << "</td>";
    for (size_t li = 0; li < view.lanes.size(); ++li) {
      if (li != s.lane) {
        o << "<td></td>";
        continue;
      }
      o << "<td class=\"here\">";
      step_cell(o, r, view, s);
      o << "</td>";
    }
    o << "</tr>\n";
  }
  // Lines the verdict names that are no step: where a stalled thread waits on a lock the model
  // does not have, an assertion that failed after the trail's last step.
  for (size_t li = 0; li < view.lanes.size(); ++li)
    for (const auto& e : view.lanes[li].end_lines) {
      bool bad = e.note.kind == "assertion" || e.note.kind == "deadlock" || e.note.kind == "kernel";
      const char* tag = e.note.kind == "assertion" || e.note.kind == "kernel" ? "failed after the last step"
                        : e.note.kind == "deadlock"                         ? "blocked here after the last step"
                                                                            : "waits here: no step of the model";
      o << "<tr class=\"end-line" << (bad ? " failed" : "") << "\" data-lane=\"" << li << "\" data-file=\""
        << esc(e.at.file) << "\" data-line=\"" << e.at.line << "\"><td class=\"idx\">end</td>";
      for (size_t lj = 0; lj < view.lanes.size(); ++lj) {
        if (lj != li) {
          o << "<td></td>";
          continue;
        }
        o << "<td class=\"here\"><span class=\"loc\">" << esc(display_path(e.at.file)) << ":" << e.at.line
          << "</span><code class=\"c\">" << esc(trim(r.sources->line(e.at.file, e.at.line))) << "</code><span class=\"tag"
          << (bad ? " bad" : "") << "\">" << tag
          << "</span>" << notes_html({e.note}, r.srcroot) << context_html(*r.sources, e.at) << "</td>";
      }
      o << "</tr>\n";
    }
  o << "</tbody></table>\n";
}

std::string page_title(const Rendering& r) {
  std::string name = r.input->dir.filename().string();
  if (name.empty()) name = r.input->dir.parent_path().filename().string();
  return "mokert report: " + name;
}

} // namespace

std::string render_html(const Rendering& r) {
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
       "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
       "script-src 'unsafe-inline'; img-src data:\">"
    << "<title>" << esc(page_title(r)) << "</title><style>" << kCss << "</style></head><body>\n";
  o << "<header><h1>" << esc(page_title(r)) << "</h1><div class=\"muted small\">model <code>"
    << esc(r.input->verification.model) << "</code> · " << r.views.size() << " counterexample"
    << (r.views.size() == 1 ? "" : "s") << "</div></header>\n";
  summary(o, r);
  for (const auto& view : r.views) {
    const CexFiles& f = *view.files;
    unsigned n = f.cex.number;
    std::string vn = verdict_name(f);
    o << "<section class=\"cex\" id=\"cex-" << n << "\" data-cex=\"" << n << "\" data-verdict=\"" << vn << "\">";
    o << "<h2>Counterexample " << n << ": " << esc(view.headline) << "</h2>\n";
    verdict_box(o, r, view);
    o << "<div class=\"keys noprint\">Keys: <kbd>j</kbd>/<kbd>k</kbd> or arrows: next/previous step · "
         "<kbd>n</kbd>/<kbd>p</kbd>: next/previous switch · <kbd>v</kbd>: the violation · <kbd>Enter</kbd>: "
         "source context or open a fold · <kbd>m</kbd>: all model-only steps. Click a step for its context.</div>\n";
    o << "<p class=\"small muted\">" << f.cex.steps.size() << " steps, " << view.lanes.size() << " threads"
      << (f.cex.trail.empty() ? "" : " · trail <code>" + esc(f.cex.trail) + "</code>")
      << (f.schedule ? " · " + std::to_string(f.schedule->switches.size()) + " switch points in the schedule" : "")
      << "</p>\n";
    lanes(o, r, view);
    o << "</section>\n";
  }
  o << "<footer class=\"small muted\" style=\"margin-top:24px\">Written by mokert report from the work folder's "
       "verification.xml, cex-N.xml, schedule-N.xml and verdict-N.xml.</footer>\n";
  o << "<script>" << kScript << "</script></body></html>\n";
  return o.str();
}

} // namespace mokert::report
