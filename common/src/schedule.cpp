#include "mokert/schedule.hpp"

#include <set>

#include "xml_util.hpp"

namespace mokert {

std::string schedule_to_xml(const Schedule& s) {
  pugi::xml_document doc;
  auto root = xml::new_root(doc, "schedule", Schedule::kVersion);
  root.append_attribute("number") = s.number;
  root.append_attribute("first") = s.first;
  root.append_attribute("last-step") = s.last_step;
  root.append_attribute("end") = s.end == EndMode::Release ? "release" : s.end == EndMode::Cycle ? "cycle" : "park";
  if (s.end == EndMode::Cycle) {
    root.append_attribute("cycle-from") = s.cycle_from;
    root.append_attribute("cycle-repeats") = s.cycle_repeats;
  }
  auto threads = root.append_child("threads");
  for (const auto& t : s.threads) {
    auto n = threads.append_child("thread");
    n.append_attribute("id") = t.id;
    n.append_attribute("pid") = t.pid;
    n.append_attribute("proctype") = t.proctype.c_str();
    n.append_attribute("function") = t.function.c_str();
    n.append_attribute("creation-index") = t.creation_index;
    if (t.ended) n.append_attribute("ended") = true;
  }
  auto probes = root.append_child("probes");
  for (const auto& p : s.probes) {
    auto n = probes.append_child("probe");
    n.append_attribute("id") = p.id;
    n.append_attribute("file") = p.file.c_str();
    n.append_attribute("line") = p.line;
    n.append_attribute("col") = p.col;
    n.append_attribute("position") = p.position.c_str();
    if (!p.macro.empty()) n.append_attribute("macro") = p.macro.c_str();
    n.append_child(pugi::node_pcdata).set_value(p.c_text.c_str());
  }
  auto switches = root.append_child("switches");
  for (const auto& w : s.switches) {
    auto n = switches.append_child("switch");
    n.append_attribute("seq") = w.seq;
    n.append_attribute("thread") = w.thread;
    n.append_attribute("probe") = w.probe;
    n.append_attribute("count") = w.count;
    n.append_attribute("next") = w.next;
    n.append_attribute("cex-step") = w.cex_step;
  }
  if (!s.checks.empty()) {
    auto checks = root.append_child("checks");
    for (const auto& c : s.checks) {
      auto n = checks.append_child("check");
      n.append_attribute("thread") = c.thread;
      n.append_attribute("probe") = c.probe;
      n.append_attribute("count") = c.count;
      n.append_attribute("expected") = c.expected ? "true" : "false";
      n.append_attribute("cex-step") = c.cex_step;
    }
  }
  if (!s.values.empty()) {
    auto values = root.append_child("values");
    for (const auto& v : s.values) {
      auto n = values.append_child("value");
      n.append_attribute("thread") = v.thread;
      n.append_attribute("name") = v.name.c_str();
      n.append_attribute("cex-step") = v.cex_step;
      n.append_child(pugi::node_pcdata).set_value(v.value.c_str());
    }
  }
  if (!s.wakes.empty()) {
    auto wakes = root.append_child("wakes");
    for (const auto& w : s.wakes) {
      auto n = wakes.append_child("wake");
      n.append_attribute("thread") = w.thread;
      n.append_attribute("woken") = w.woken;
      n.append_attribute("cex-step") = w.cex_step;
    }
  }
  if (s.property) {
    const ScheduleProperty& p = *s.property;
    auto n = root.append_child("property");
    n.append_attribute("where") = p.where.c_str();
    std::string names;
    for (const auto& v : p.names) names += (names.empty() ? "" : " ") + v;
    if (!names.empty()) n.append_attribute("names") = names.c_str();
    n.append_child("promela").append_child(pugi::node_pcdata).set_value(p.promela.c_str());
    if (!p.c_expr.empty()) n.append_child("c").append_child(pugi::node_pcdata).set_value(p.c_expr.c_str());
    if (!p.why.empty()) n.append_child("why").append_child(pugi::node_pcdata).set_value(p.why.c_str());
  }
  return xml::text_of(doc);
}

void write_schedule(const Schedule& s, const std::filesystem::path& path) {
  write_file_atomic(path, schedule_to_xml(s));
}

namespace {

// The replay indexes its tables by these numbers: every reference must name a listed thread or
// probe.
void check_references(const Schedule& s, const pugi::xml_node& root, const xml::Source& source) {
  std::set<int> threads, probes;
  size_t k = 0;
  for (auto n : root.child("threads").children("thread")) {
    if (!threads.insert(s.threads[k++].id).second)
      xml::inconsistent(source, n, "thread id " + std::to_string(s.threads[k - 1].id) + " is listed twice");
  }
  k = 0;
  for (auto n : root.child("probes").children("probe")) {
    if (!probes.insert(s.probes[k++].id).second)
      xml::inconsistent(source, n, "probe id " + std::to_string(s.probes[k - 1].id) + " is listed twice");
  }
  if (!threads.empty() && !threads.count(s.first))
    xml::inconsistent(source, root, "first=\"" + std::to_string(s.first) + "\" names no listed thread");
  k = 0;
  for (auto n : root.child("switches").children("switch")) {
    const SwitchPoint& w = s.switches[k];
    if (!threads.count(w.thread)) xml::inconsistent(source, n, "switch thread=\"" + std::to_string(w.thread) + "\" is not listed");
    if (!probes.count(w.probe)) xml::inconsistent(source, n, "switch probe=\"" + std::to_string(w.probe) + "\" is not listed");
    if (w.next != -1 && !threads.count(w.next))
      xml::inconsistent(source, n, "switch next=\"" + std::to_string(w.next) + "\" is neither -1 nor a listed thread");
    if (w.count == 0) xml::inconsistent(source, n, "switch count=\"0\": counts start at 1");
    ++k;
  }
  k = 0;
  for (auto n : root.child("checks").children("check")) {
    const BranchCheck& c = s.checks[k++];
    if (!threads.count(c.thread)) xml::inconsistent(source, n, "check thread=\"" + std::to_string(c.thread) + "\" is not listed");
    if (!probes.count(c.probe)) xml::inconsistent(source, n, "check probe=\"" + std::to_string(c.probe) + "\" is not listed");
  }
  k = 0;
  for (auto n : root.child("wakes").children("wake")) {
    const ScheduleWake& w = s.wakes[k++];
    if (!threads.count(w.thread)) xml::inconsistent(source, n, "wake thread=\"" + std::to_string(w.thread) + "\" is not listed");
    if (w.woken != -1 && !threads.count(w.woken))
      xml::inconsistent(source, n, "wake woken=\"" + std::to_string(w.woken) + "\" is neither -1 nor a listed thread");
  }
  if (s.end == EndMode::Cycle && s.cycle_from > s.switches.size())
    xml::inconsistent(source, root, "cycle-from=\"" + std::to_string(s.cycle_from) + "\" is past the last switch");
}

} // namespace

Schedule schedule_from_xml(const std::string& text, const std::string& name) {
  const xml::Source source{text, name};
  pugi::xml_document doc;
  auto root = xml::load(doc, source, "schedule", Schedule::kVersion);
  Schedule s;
  s.number = root.attribute("number").as_uint();
  s.first = root.attribute("first").as_int();
  s.last_step = root.attribute("last-step").as_uint();
  std::string end = root.attribute("end").as_string("park");
  s.end = end == "release" ? EndMode::Release : end == "cycle" ? EndMode::Cycle : EndMode::Park;
  s.cycle_from = root.attribute("cycle-from").as_uint();
  s.cycle_repeats = root.attribute("cycle-repeats").as_uint();
  for (auto n : root.child("threads").children("thread")) {
    ScheduleThread t;
    t.id = n.attribute("id").as_int();
    t.pid = n.attribute("pid").as_int();
    t.proctype = n.attribute("proctype").as_string();
    t.function = n.attribute("function").as_string();
    t.creation_index = n.attribute("creation-index").as_uint();
    t.ended = n.attribute("ended").as_bool(false);
    s.threads.push_back(std::move(t));
  }
  for (auto n : root.child("probes").children("probe")) {
    Probe p;
    p.id = n.attribute("id").as_int();
    p.file = n.attribute("file").as_string();
    p.line = n.attribute("line").as_uint();
    p.col = n.attribute("col").as_uint();
    p.position = n.attribute("position").as_string();
    p.macro = n.attribute("macro").as_string();
    p.c_text = n.text().as_string();
    s.probes.push_back(std::move(p));
  }
  for (auto n : root.child("switches").children("switch")) {
    SwitchPoint w;
    w.seq = n.attribute("seq").as_uint();
    w.thread = n.attribute("thread").as_int();
    w.probe = n.attribute("probe").as_int();
    w.count = n.attribute("count").as_uint();
    w.next = n.attribute("next").as_int(-1);
    w.cex_step = n.attribute("cex-step").as_uint();
    s.switches.push_back(w);
  }
  for (auto n : root.child("checks").children("check")) {
    BranchCheck c;
    c.thread = n.attribute("thread").as_int();
    c.probe = n.attribute("probe").as_int();
    c.count = n.attribute("count").as_uint();
    c.expected = std::string(n.attribute("expected").as_string("true")) != "false";
    c.cex_step = n.attribute("cex-step").as_uint();
    s.checks.push_back(c);
  }
  for (auto n : root.child("values").children("value")) {
    ScheduleValue v;
    v.thread = n.attribute("thread").as_int();
    v.name = n.attribute("name").as_string();
    v.cex_step = n.attribute("cex-step").as_uint();
    v.value = n.text().as_string();
    s.values.push_back(v);
  }
  for (auto n : root.child("wakes").children("wake")) {
    ScheduleWake w;
    w.thread = n.attribute("thread").as_int();
    w.woken = n.attribute("woken").as_int(-1);
    w.cex_step = n.attribute("cex-step").as_uint();
    s.wakes.push_back(w);
  }
  if (auto n = root.child("property")) {
    ScheduleProperty p;
    p.where = n.attribute("where").as_string();
    std::string names = n.attribute("names").as_string();
    for (size_t at = 0; at < names.size();) {
      size_t end = names.find(' ', at);
      if (end == std::string::npos) end = names.size();
      if (end > at) p.names.push_back(names.substr(at, end - at));
      at = end + 1;
    }
    p.promela = n.child("promela").text().as_string();
    p.c_expr = n.child("c").text().as_string();
    p.why = n.child("why").text().as_string();
    if (p.c_expr.empty() == p.why.empty())
      xml::inconsistent(source, n, "a property has either <c> (the check) or <why> (why there is none)");
    s.property = std::move(p);
  }
  check_references(s, root, source);
  return s;
}

Schedule read_schedule(const std::filesystem::path& path) { return schedule_from_xml(read_file(path), path.string()); }

} // namespace mokert
