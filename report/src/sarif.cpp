// report.sarif: SARIF 2.1.0. One result per counterexample; its codeFlows[0] has one threadFlow
// per thread and every location carries the step's global executionOrder, so that a viewer can
// rebuild the interleaving. C locations are relative to %SRCROOT%, model lines to %WORKDIR%.
#include <algorithm>

#include "render.hpp"
#include "json.hpp"

namespace fs = std::filesystem;

namespace mokert::report {

std::string relative_to_root(const std::string& file, const fs::path& srcroot) {
  if (srcroot.empty()) return "";
  fs::path rel = fs::path(file).lexically_normal().lexically_relative(srcroot);
  std::string s = rel.generic_string();
  if (s.empty() || s == "." || s.rfind("..", 0) == 0) return "";
  return s;
}

namespace {

std::string uri_escape(const std::string& path) {
  static const char* hex = "0123456789ABCDEF";
  std::string o;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '.' || c == '_' || c == '~') {
      o += static_cast<char>(c);
    } else {
      o += '%';
      o += hex[c >> 4];
      o += hex[c & 15];
    }
  }
  return o;
}

std::string file_uri_dir(const fs::path& dir) {
  std::string s = uri_escape(dir.lexically_normal().generic_string());
  if (s.empty() || s.back() != '/') s += '/';
  return "file://" + s;
}

std::string level_for(const CexFiles& f) {
  if (!f.verdict) return "warning";
  switch (f.verdict->kind) {
    case VerdictKind::Confirmed: return "error";
    case VerdictKind::NotReproduced:
    case VerdictKind::Stalled: return "note";
    case VerdictKind::Error: return "warning";
  }
  return "warning";
}

std::string sentence(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\n')) s.pop_back();
  if (!s.empty() && s.back() != '.' && s.back() != '!' && s.back() != '?') s += '.';
  return s;
}

struct RuleInfo {
  const char* id;
  const char* name;
  const char* text;
};

const RuleInfo kRules[] = {
    {"assertion-violated", "AssertionViolated", "An assertion of the model fails on an interleaving of the threads."},
    {"invalid-end-state", "InvalidEndState", "The threads can end up blocked forever (a deadlock or a lost wake-up)."},
    {"acceptance-cycle", "AcceptanceCycle", "An LTL property fails on an infinite run (a livelock or starvation)."},
    {"non-progress-cycle", "NonProgressCycle", "The threads can run forever without progress."},
    {"precondition-false", "PreconditionFalse", "A precondition of the model is false on an interleaving."},
    {"other-error", "OtherError", "SPIN reported an error of another kind."},
};

json::Value region(const SourceRange& c, Sources& src) {
  json::Value r;
  r["startLine"] = c.line;
  if (c.col) r["startColumn"] = c.col;
  if (c.end_line >= c.line) r["endLine"] = c.end_line;
  if (c.end_col && c.end_line >= c.line) r["endColumn"] = c.end_col + 1;  // SARIF's end column is exclusive
  std::string text = src.line(c.file, c.line);
  if (!text.empty()) r["snippet"]["text"] = text;
  return r;
}

json::Value c_location(const SourceRange& c, const fs::path& srcroot, Sources& src) {
  json::Value p;
  std::string rel = relative_to_root(c.file, srcroot);
  if (!rel.empty()) {
    p["artifactLocation"]["uri"] = uri_escape(rel);
    p["artifactLocation"]["uriBaseId"] = "SRCROOT";
  } else {
    p["artifactLocation"]["uri"] = "file://" + uri_escape(fs::path(c.file).lexically_normal().generic_string());
  }
  p["region"] = region(c, src);
  return p;
}

json::Value model_location(const CexStep& s) {
  json::Value p;
  p["artifactLocation"]["uri"] = uri_escape(fs::path(s.pml_file).filename().generic_string());
  p["artifactLocation"]["uriBaseId"] = "WORKDIR";
  p["region"]["startLine"] = s.pml_line ? s.pml_line : 1u;
  return p;
}

std::string step_message(const View& view, const Step& s) {
  const CexStep& cs = *s.step;
  std::string m = "Step " + std::to_string(cs.index) + " (" + view.lanes[s.lane].title + "): ";
  if (cs.c && !cs.environment) {
    m += cs.c->c_text;
    if (!cs.c->branch.empty()) m += " is " + cs.c->branch;
  } else {
    m += "model only: " + cs.statement;
  }
  if (s.switch_before) m += " [switch from " + view.lanes[static_cast<size_t>(s.switch_from)].title + "]";
  for (const auto& n : s.notes) m += " [" + n.text + "]";
  return sentence(m);
}

json::Value result_for(const Rendering& r, const View& view) {
  const CexFiles& f = *view.files;
  json::Value res;
  std::string rule = view.property_kind;
  size_t rule_index = 0;
  for (size_t i = 0; i < std::size(kRules); ++i)
    if (rule == kRules[i].id) rule_index = i;
  rule = kRules[rule_index].id;
  res["ruleId"] = rule;
  res["ruleIndex"] = rule_index;
  res["level"] = level_for(f);
  std::string vn = verdict_name(f);
  std::string reason = f.verdict ? f.verdict->reason : f.missing_verdict;
  res["message"]["text"] = sentence("Counterexample " + std::to_string(f.cex.number) + ": " + view.headline) + " " +
                           vn + ": " + sentence(reason);

  // Where the property fails: the violating step's C, else the last C step, else the model line.
  const Step* at = view.steps.empty() ? nullptr : &view.steps[view.violation];
  if (at && !(at->step->c && !at->step->environment))
    for (size_t i = view.steps.size(); i-- > 0;)
      if (view.steps[i].step->c && !view.steps[i].step->environment) {
        at = &view.steps[i];
        break;
      }
  json::Value loc;
  const Lane::EndLine* failed = nullptr;
  for (const auto& l : view.lanes)
    for (const auto& e : l.end_lines)
      if (!failed && e.note.kind != "lock") failed = &e;
  if (failed) {
    loc["physicalLocation"] = c_location(failed->at, r.srcroot, *r.sources);
    loc["message"]["text"] = sentence(failed->note.text);
    res["locations"].push(loc);
  } else if (at && at->step->c)
    loc["physicalLocation"] = c_location(at->step->c->c, r.srcroot, *r.sources);
  else if (at)
    loc["physicalLocation"] = model_location(*at->step);
  if (!loc.is_null() && !failed) {
    loc["message"]["text"] = sentence("Step " + std::to_string(at->step->index) + ": " + view.headline);
    res["locations"].push(loc);
  }

  // Evidence beside the lines it names.
  int related = 1;
  for (const auto& s : view.steps) {
    if (s.notes.empty() || !s.step->c || s.step->environment) continue;
    for (const auto& n : s.notes) {
      json::Value rl;
      rl["id"] = related++;
      rl["physicalLocation"] = c_location(s.step->c->c, r.srcroot, *r.sources);
      rl["message"]["text"] = sentence(n.text);
      res["relatedLocations"].push(rl);
    }
  }
  for (const auto& l : view.lanes)
    for (const auto& e : l.end_lines) {
      json::Value rl;
      rl["id"] = related++;
      rl["physicalLocation"] = c_location(e.at, r.srcroot, *r.sources);
      rl["message"]["text"] = sentence(e.note.text);
      res["relatedLocations"].push(rl);
    }

  // The interleaving: one threadFlow per thread, a global executionOrder on every location.
  json::Value flow;
  flow["message"]["text"] = sentence("The interleaving SPIN found, " + std::to_string(f.cex.steps.size()) +
                                     " steps over " + std::to_string(view.lanes.size()) + " threads");
  unsigned after = f.cex.steps.empty() ? 1u : f.cex.steps.back().index + 1;
  for (size_t li = 0; li < view.lanes.size(); ++li) {
    const Lane& l = view.lanes[li];
    json::Value tf;
    tf["id"] = l.title;
    std::string tm = l.title + " (" + l.subtitle + ")";
    if (!l.state.empty()) tm += ": " + l.state + (l.detail.empty() ? "" : ", " + l.detail);
    tf["message"]["text"] = sentence(tm);
    json::Value locs = json::Array{};
    size_t count = 0;
    for (const auto& s : view.steps) {
      if (s.lane != li) continue;
      const CexStep& cs = *s.step;
      json::Value tfl;
      json::Value lo;
      lo["physicalLocation"] = cs.c && !cs.environment ? c_location(cs.c->c, r.srcroot, *r.sources) : model_location(cs);
      lo["message"]["text"] = step_message(view, s);
      tfl["location"] = lo;
      tfl["executionOrder"] = cs.index;
      // SARIF's per-location variable state: the values the model chose for C data here.
      for (const auto& fv : cs.values)
        if (!describe(fv).empty()) tfl["state"][fv.name]["text"] = fv.name.rfind("mokert_", 0) == 0 ? describe(fv) : fv.value;
      tfl["importance"] = s.violation || s.switch_before || !s.notes.empty() ? "essential"
                          : s.model_only                                   ? "unimportant"
                                                                           : "important";
      if (s.switch_before) tfl["kinds"].push("switch");
      if (s.violation) tfl["kinds"].push("violation");
      if (s.model_only) tfl["kinds"].push("model-only");
      locs.push(tfl);
      ++count;
    }
    // After every step of the counterexample: where the replay ended in this thread.
    for (const auto& e : l.end_lines) {
      json::Value tfl;
      json::Value lo;
      lo["physicalLocation"] = c_location(e.at, r.srcroot, *r.sources);
      lo["message"]["text"] = sentence("After the last step: " + e.note.text);
      tfl["location"] = lo;
      tfl["executionOrder"] = after++;
      tfl["importance"] = "essential";
      tfl["kinds"].push(e.note.kind == "lock" || e.note.kind == "deadlock" ? "blocked" : "violation");
      locs.push(tfl);
      ++count;
    }
    if (count == 0) continue;  // SARIF requires at least one location per threadFlow
    tf["locations"] = locs;
    flow["threadFlows"].push(tf);
  }
  if (!view.steps.empty()) res["codeFlows"].push(flow);

  res["properties"]["counterexample"] = f.cex.number;
  res["properties"]["verdict"] = vn;
  res["properties"]["reason"] = reason;
  if (f.verdict) {
    res["properties"]["target"] = f.verdict->target;
    res["properties"]["stepsReached"] = f.verdict->steps_reached;
    res["properties"]["stepsTotal"] = f.verdict->steps_total;
  }
  return res;
}

} // namespace

std::string render_sarif(const Rendering& r) {
  const VerificationResult& v = r.input->verification;
  json::Value log;
  log["$schema"] = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
  log["version"] = "2.1.0";
  json::Value run;
  json::Value& driver = run["tool"]["driver"];
  driver["name"] = "mokert";
  driver["version"] = MOKERT_VERSION;
  driver["semanticVersion"] = MOKERT_VERSION ".0";
  for (const auto& rule : kRules) {
    json::Value d;
    d["id"] = rule.id;
    d["name"] = rule.name;
    d["shortDescription"]["text"] = rule.text;
    d["fullDescription"]["text"] = std::string(rule.text) +
                                   " SPIN found it on the model; the result's level says what replaying it on the "
                                   "real code showed: error for a confirmed bug, note for a false alarm.";
    d["defaultConfiguration"]["level"] = "error";
    d["help"]["text"] = "Open report.html in the work folder for the interleaving as swim lanes and the evidence.";
    driver["rules"].push(d);
  }
  run["originalUriBaseIds"]["SRCROOT"]["uri"] = file_uri_dir(r.srcroot);
  run["originalUriBaseIds"]["WORKDIR"]["uri"] = file_uri_dir(fs::absolute(r.input->dir));
  json::Value results = json::Array{};
  for (const auto& view : r.views) results.push(result_for(r, view));
  run["results"] = results;
  json::Value& p = run["properties"];
  p["property"] = v.property;
  p["outcome"] = to_string(v.outcome);
  p["complete"] = v.complete;
  if (!v.complete) p["incompleteReason"] = v.incomplete_reason;
  p["statesStored"] = v.states_stored;
  p["statesMatched"] = v.states_matched;
  p["transitions"] = v.transitions;
  p["depth"] = v.depth;
  p["memoryMb"] = v.memory_mb;
  p["seconds"] = v.seconds;
  log["runs"].push(run);
  return log.dump(2);
}

} // namespace mokert::report
