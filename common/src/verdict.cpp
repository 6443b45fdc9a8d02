#include "mokert/verdict.hpp"

#include "xml_util.hpp"

namespace mokert {

const char* to_string(VerdictKind kind) {
  switch (kind) {
    case VerdictKind::Confirmed: return "CONFIRMED";
    case VerdictKind::NotReproduced: return "NOT_REPRODUCED";
    case VerdictKind::Stalled: return "STALLED";
    case VerdictKind::Error: return "ERROR";
  }
  return "ERROR";
}

VerdictKind verdict_kind_from_string(const std::string& text) {
  for (auto k : {VerdictKind::Confirmed, VerdictKind::NotReproduced, VerdictKind::Stalled,
                 VerdictKind::Error})
    if (text == to_string(k)) return k;
  throw InputError("unknown verdict '" + text + "'");
}

std::string verdict_to_xml(const Verdict& v) {
  pugi::xml_document doc;
  auto root = xml::new_root(doc, "verdict", Verdict::kVersion);
  root.append_attribute("number") = v.number;
  root.append_attribute("kind") = to_string(v.kind);
  root.append_attribute("target") = v.target.c_str();
  root.append_attribute("steps-reached") = v.steps_reached;
  root.append_attribute("steps-total") = v.steps_total;
  root.append_attribute("seconds") = v.seconds;
  root.append_child("reason").append_child(pugi::node_pcdata).set_value(v.reason.c_str());
  auto threads = root.append_child("threads");
  for (const auto& t : v.threads) {
    auto n = threads.append_child("thread");
    n.append_attribute("id") = t.thread;
    n.append_attribute("function") = t.function.c_str();
    n.append_attribute("state") = t.state.c_str();
    n.append_attribute("last-probe") = t.last_probe.c_str();
    n.append_child(pugi::node_pcdata).set_value(t.detail.c_str());
  }
  if (!v.deadlock.empty()) {
    auto d = root.append_child("deadlock");
    for (const auto& w : v.deadlock) {
      auto n = d.append_child("wait");
      n.append_attribute("thread") = w.thread;
      n.append_attribute("kind") = w.kind.c_str();
      n.append_attribute("lock") = w.lock.c_str();
      n.append_attribute("at") = w.at.c_str();
      n.append_attribute("holder") = w.holder;
      n.append_attribute("cycle") = w.in_cycle;
      for (const auto& h : w.holds) {
        auto hn = n.append_child("holds");
        hn.append_attribute("lock") = h.lock.c_str();
        hn.append_attribute("at") = h.at.c_str();
      }
    }
  }
  root.append_child("evidence").append_child(pugi::node_pcdata).set_value(v.evidence.c_str());
  root.append_child("monitor").append_child(pugi::node_pcdata).set_value(v.monitor_log.c_str());
  return xml::text_of(doc);
}

void write_verdict(const Verdict& v, const std::filesystem::path& path) {
  write_file_atomic(path, verdict_to_xml(v));
}

Verdict verdict_from_xml(const std::string& text, const std::string& name) {
  const xml::Source source{text, name};
  pugi::xml_document doc;
  auto root = xml::load(doc, source, "verdict", Verdict::kVersion);
  Verdict v;
  v.number = root.attribute("number").as_uint();
  try {
    v.kind = verdict_kind_from_string(root.attribute("kind").as_string());
  } catch (const InputError& e) {
    throw InputError(source.name + ": " + e.what());
  }
  v.target = root.attribute("target").as_string();
  v.steps_reached = root.attribute("steps-reached").as_uint();
  v.steps_total = root.attribute("steps-total").as_uint();
  v.seconds = root.attribute("seconds").as_double();
  v.reason = root.child("reason").text().as_string();
  for (auto n : root.child("threads").children("thread")) {
    ThreadState t;
    t.thread = n.attribute("id").as_int();
    t.function = n.attribute("function").as_string();
    t.state = n.attribute("state").as_string();
    t.last_probe = n.attribute("last-probe").as_string();
    t.detail = n.text().as_string();
    v.threads.push_back(std::move(t));
  }
  for (auto n : root.child("deadlock").children("wait")) {
    LockWait w;
    w.thread = n.attribute("thread").as_int(-1);
    w.kind = n.attribute("kind").as_string();
    w.lock = n.attribute("lock").as_string();
    w.at = n.attribute("at").as_string();
    w.holder = n.attribute("holder").as_int(-1);
    w.in_cycle = n.attribute("cycle").as_bool();
    for (auto h : n.children("holds")) w.holds.push_back({h.attribute("lock").as_string(), h.attribute("at").as_string()});
    v.deadlock.push_back(std::move(w));
  }
  v.evidence = root.child("evidence").text().as_string();
  v.monitor_log = root.child("monitor").text().as_string();
  return v;
}

Verdict read_verdict(const std::filesystem::path& path) { return verdict_from_xml(read_file(path), path.string()); }

} // namespace mokert
