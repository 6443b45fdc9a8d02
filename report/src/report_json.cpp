// report.json: the report's content for scripts and CI; schema in docs/report.schema.json.
#include "render.hpp"
#include "json.hpp"

namespace fs = std::filesystem;

namespace mokert::report {

namespace {

json::Value notes_json(const std::vector<Note>& notes) {
  json::Value a = json::Array{};
  for (const auto& n : notes) {
    json::Value o;
    o["kind"] = n.kind;
    o["text"] = n.text;
    a.push(o);
  }
  return a;
}

json::Value range_json(const SourceRange& c, const fs::path& srcroot) {
  json::Value o;
  o["file"] = c.file;
  std::string rel = relative_to_root(c.file, srcroot);
  o["path"] = rel.empty() ? json::Value() : json::Value(rel);
  o["line"] = c.line;
  o["column"] = c.col;
  o["endLine"] = c.end_line;
  o["endColumn"] = c.end_col;
  return o;
}

json::Value cex_json(const Rendering& r, const View& view) {
  const CexFiles& f = *view.files;
  const Counterexample& c = f.cex;
  json::Value o;
  o["number"] = c.number;
  o["trail"] = c.trail;
  o["outcome"] = to_string(c.outcome);
  o["message"] = c.message;
  o["violationStep"] = view.steps.empty() ? 0u : view.steps[view.violation].step->index;
  o["cycleStart"] = c.cycle_start;
  json::Value threads = json::Array{};
  for (size_t li = 0; li < view.lanes.size(); ++li) {
    const Lane& l = view.lanes[li];
    json::Value t;
    t["lane"] = li;
    t["title"] = l.title;
    t["pid"] = l.pid;
    t["proctype"] = l.proctype;
    t["function"] = l.function;
    t["environment"] = l.environment;
    t["creation"] = l.creation;
    t["replayThread"] = l.replay_thread >= 0 ? json::Value(l.replay_thread) : json::Value();
    t["state"] = l.state;
    t["lastProbe"] = l.last_probe;
    t["detail"] = l.detail;
    json::Value ends = json::Array{};
    for (const auto& e : l.end_lines) {
      json::Value ej;
      ej["at"] = range_json(e.at, r.srcroot);
      ej["evidence"]["kind"] = e.note.kind;
      ej["evidence"]["text"] = e.note.text;
      ends.push(ej);
    }
    t["endLines"] = ends;
    threads.push(t);
  }
  o["threads"] = threads;
  json::Value steps = json::Array{};
  for (const auto& s : view.steps) {
    const CexStep& cs = *s.step;
    json::Value j;
    j["index"] = cs.index;
    j["lane"] = s.lane;
    j["pid"] = cs.pid;
    j["proctype"] = cs.proctype;
    j["modelOnly"] = s.model_only;
    j["switch"] = s.switch_before;
    j["violation"] = s.violation;
    j["cycleStart"] = cs.cycle_start;
    j["reachedInReplay"] = s.reached ? json::Value(*s.reached) : json::Value();
    j["promela"]["file"] = cs.pml_file;
    j["promela"]["line"] = cs.pml_line;
    j["promela"]["text"] = cs.statement;
    if (cs.c) {
      json::Value cj = range_json(cs.c->c, r.srcroot);
      cj["function"] = cs.c->function;
      cj["kind"] = to_string(cs.c->kind);
      cj["branch"] = cs.c->branch;
      cj["text"] = cs.c->c_text;
      cj["rule"] = cs.c->rule;
      j["c"] = cj;
    } else {
      j["c"] = nullptr;
    }
    json::Value values = json::Array{};
    for (const auto& fv : cs.values) {
      json::Value vj;
      vj["name"] = fv.name;
      vj["value"] = fv.value;
      values.push(vj);
    }
    j["values"] = values;
    j["evidence"] = notes_json(s.notes);
    steps.push(j);
  }
  o["steps"] = steps;
  if (f.verdict) {
    const Verdict& v = *f.verdict;
    json::Value vj;
    vj["kind"] = to_string(v.kind);
    vj["target"] = v.target;
    vj["reason"] = v.reason;
    vj["stepsReached"] = v.steps_reached;
    vj["stepsTotal"] = v.steps_total;
    vj["seconds"] = v.seconds;
    vj["evidence"] = v.evidence;
    json::Value ts = json::Array{};
    for (const auto& t : v.threads) {
      json::Value tj;
      tj["thread"] = t.thread;
      tj["function"] = t.function;
      tj["state"] = t.state;
      tj["lastProbe"] = t.last_probe;
      tj["detail"] = t.detail;
      ts.push(tj);
    }
    vj["threads"] = ts;
    json::Value dl = json::Array{};
    for (const auto& w : v.deadlock) {
      json::Value wj;
      wj["thread"] = w.thread;
      wj["kind"] = w.kind;
      wj["lock"] = w.lock;
      wj["at"] = w.at;
      wj["holder"] = w.holder >= 0 ? json::Value(w.holder) : json::Value();
      wj["inCycle"] = w.in_cycle;
      json::Value hs = json::Array{};
      for (const auto& h : w.holds) {
        json::Value hj;
        hj["lock"] = h.lock;
        hj["at"] = h.at;
        hs.push(hj);
      }
      wj["holds"] = hs;
      dl.push(wj);
    }
    vj["deadlock"] = dl;
    o["verdict"] = vj;
  } else {
    o["verdict"] = nullptr;
    o["notReplayed"] = f.missing_verdict;
  }
  o["unplacedEvidence"] = notes_json(view.unplaced);
  o["switchPoints"] = f.schedule ? json::Value(f.schedule->switches.size()) : json::Value();
  return o;
}

} // namespace

std::string render_json(const Rendering& r) {
  const VerificationResult& v = r.input->verification;
  json::Value o;
  o["format"] = "mokert-report";
  o["version"] = 1;
  o["workFolder"] = fs::absolute(r.input->dir).lexically_normal().string();
  o["srcroot"] = r.srcroot.string();
  json::Value& vj = o["verification"];
  vj["model"] = v.model;
  vj["property"] = v.property;
  vj["outcome"] = to_string(v.outcome);
  vj["errors"] = v.errors;
  vj["complete"] = v.complete;
  vj["incompleteReason"] = v.incomplete_reason;
  vj["statistics"]["statesStored"] = v.states_stored;
  vj["statistics"]["statesMatched"] = v.states_matched;
  vj["statistics"]["transitions"] = v.transitions;
  vj["statistics"]["depth"] = v.depth;
  vj["statistics"]["memoryMb"] = v.memory_mb;
  vj["statistics"]["seconds"] = v.seconds;
  vj["flags"]["spin"] = v.pan_flags;
  vj["flags"]["cc"] = v.cc_flags;
  vj["flags"]["pan"] = v.run_flags;
  json::Value cexes = json::Array{};
  for (const auto& view : r.views) cexes.push(cex_json(r, view));
  o["counterexamples"] = cexes;
  return o.dump(2);
}

} // namespace mokert::report
