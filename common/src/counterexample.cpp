#include "mokert/counterexample.hpp"

#include "map_entry_xml.hpp"
#include "xml_util.hpp"

namespace mokert {

std::string describe(const ForcedValue& v) {
  const bool wait_end = v.name == "mokert_spurious" || v.name == "mokert_timedout";
  if (wait_end && v.value == "1") return "spurious wake-up";
  if (v.name == "mokert_timedout" && v.value == "110") return "timed out";  // ETIMEDOUT
  if (wait_end && v.value == "0") return "";
  return v.name + " := " + v.value;
}

namespace {

void append_c(pugi::xml_node n, const MapEntry& e) { xml::write_map_entry(n.append_child("c"), e); }

MapEntry read_c(pugi::xml_node c, unsigned pml_line, const std::string& proctype) {
  MapEntry e;
  e.pml_line = pml_line;
  e.proctype = proctype;
  xml::read_map_entry(c, e);
  return e;
}

} // namespace

std::string counterexample_to_xml(const Counterexample& cex) {
  pugi::xml_document doc;
  auto root = xml::new_root(doc, "counterexample", Counterexample::kVersion);
  root.append_attribute("number") = cex.number;
  root.append_attribute("trail") = cex.trail.c_str();
  root.append_attribute("outcome") = to_string(cex.outcome);
  root.append_attribute("violation-step") = cex.violation_step;
  if (cex.cycle_start) root.append_attribute("cycle-start") = cex.cycle_start;
  root.append_child("message").append_child(pugi::node_pcdata).set_value(cex.message.c_str());
  auto threads = root.append_child("threads");
  for (const auto& t : cex.threads) {
    auto n = threads.append_child("thread");
    n.append_attribute("pid") = t.pid;
    n.append_attribute("proctype") = t.proctype.c_str();
    n.append_attribute("creation") = t.creation;
    n.append_attribute("function") = t.function.c_str();
    n.append_attribute("environment") = t.environment;
    if (t.terminated) n.append_attribute("terminated") = true;
  }
  if (!cex.starts.empty()) {
    auto starts = root.append_child("starts");
    for (const auto& st : cex.starts) {
      auto n = starts.append_child("start");
      n.append_attribute("pid") = st.pid;
      n.append_attribute("proctype") = st.proctype.c_str();
      n.append_attribute("creation") = st.creation;
      n.append_attribute("step") = st.step;
      if (!st.function.empty()) n.append_attribute("function") = st.function.c_str();
    }
  }
  auto steps = root.append_child("steps");
  for (const auto& s : cex.steps) {
    auto n = steps.append_child("step");
    n.append_attribute("index") = s.index;
    n.append_attribute("pid") = s.pid;
    n.append_attribute("proctype") = s.proctype.c_str();
    n.append_attribute("creation") = s.creation;
    n.append_attribute("pml-file") = s.pml_file.c_str();
    n.append_attribute("pml-line") = s.pml_line;
    if (s.environment) n.append_attribute("environment") = true;
    if (s.switch_before) n.append_attribute("switch") = true;
    if (s.cycle_start) n.append_attribute("cycle-start") = true;
    n.append_child("promela").append_child(pugi::node_pcdata).set_value(s.statement.c_str());
    if (s.c) append_c(n, *s.c);
    for (const auto& v : s.values) {
      auto value = n.append_child("value");
      value.append_attribute("name") = v.name.c_str();
      value.append_child(pugi::node_pcdata).set_value(v.value.c_str());
    }
    if (s.wake) {
      auto w = n.append_child("wake");
      w.append_attribute("pid") = s.wake->pid;
      if (s.wake->pid >= 0) w.append_attribute("creation") = s.wake->creation;
    }
  }
  if (!cex.blocked.empty()) {
    auto blocked = root.append_child("blocked");
    for (const auto& b : cex.blocked) {
      auto n = blocked.append_child("process");
      n.append_attribute("pid") = b.pid;
      n.append_attribute("proctype") = b.proctype.c_str();
      n.append_attribute("creation") = b.creation;
      n.append_attribute("pml-file") = b.pml_file.c_str();
      n.append_attribute("pml-line") = b.pml_line;
      if (!b.promela.empty()) n.append_child("promela").append_child(pugi::node_pcdata).set_value(b.promela.c_str());
      if (b.c) append_c(n, *b.c);
    }
  }
  return xml::text_of(doc);
}

void write_counterexample(const Counterexample& cex, const std::filesystem::path& path) {
  write_file_atomic(path, counterexample_to_xml(cex));
}

Counterexample counterexample_from_xml(const std::string& text, const std::string& name) {
  const xml::Source source{text, name};
  pugi::xml_document doc;
  auto root = xml::load(doc, source, "counterexample", Counterexample::kVersion);
  Counterexample cex;
  try {
    cex.number = root.attribute("number").as_uint();
    cex.trail = root.attribute("trail").as_string();
    cex.outcome = property_outcome_from_string(root.attribute("outcome").as_string());
    cex.violation_step = root.attribute("violation-step").as_uint();
    cex.cycle_start = root.attribute("cycle-start").as_uint();
    cex.message = root.child("message").text().as_string();
    for (auto n : root.child("threads").children("thread")) {
      CexThread t;
      t.pid = n.attribute("pid").as_int();
      t.proctype = n.attribute("proctype").as_string();
      t.creation = n.attribute("creation").as_uint();
      t.function = n.attribute("function").as_string();
      t.environment = n.attribute("environment").as_bool();
      t.terminated = n.attribute("terminated").as_bool();
      cex.threads.push_back(std::move(t));
    }
    for (auto n : root.child("starts").children("start")) {
      CexStart st;
      st.pid = n.attribute("pid").as_int();
      st.proctype = n.attribute("proctype").as_string();
      st.function = n.attribute("function").as_string();
      st.creation = n.attribute("creation").as_uint();
      st.step = n.attribute("step").as_uint();
      cex.starts.push_back(std::move(st));
    }
    for (auto n : root.child("steps").children("step")) {
      CexStep s;
      s.index = n.attribute("index").as_uint();
      s.pid = n.attribute("pid").as_int();
      s.proctype = n.attribute("proctype").as_string();
      s.creation = n.attribute("creation").as_uint();
      s.pml_file = n.attribute("pml-file").as_string();
      s.pml_line = n.attribute("pml-line").as_uint();
      s.environment = n.attribute("environment").as_bool();
      s.switch_before = n.attribute("switch").as_bool();
      s.cycle_start = n.attribute("cycle-start").as_bool();
      s.statement = n.child("promela").text().as_string();
      if (auto c = n.child("c")) s.c = read_c(c, s.pml_line, s.proctype);
      for (auto v : n.children("value")) {
        std::string name = v.attribute("name").as_string();
        if (name.empty()) throw InputError("step " + std::to_string(s.index) + ": a <value> without a name");
        s.values.push_back({name, v.text().as_string()});
      }
      if (auto w = n.child("wake")) {
        if (!w.attribute("pid")) throw InputError("step " + std::to_string(s.index) + ": a <wake> without a pid");
        s.wake = CexWake{w.attribute("pid").as_int(), w.attribute("creation").as_uint()};
      }
      cex.steps.push_back(std::move(s));
    }
    for (auto n : root.child("blocked").children("process")) {
      CexBlocked b;
      b.pid = n.attribute("pid").as_int();
      b.proctype = n.attribute("proctype").as_string();
      b.creation = n.attribute("creation").as_uint();
      b.pml_file = n.attribute("pml-file").as_string();
      b.pml_line = n.attribute("pml-line").as_uint();
      b.promela = n.child("promela").text().as_string();
      if (auto c = n.child("c")) b.c = read_c(c, b.pml_line, b.proctype);
      cex.blocked.push_back(std::move(b));
    }
  } catch (const InputError& e) {
    throw InputError(source.name + ": " + e.what());
  }
  if (cex.violation_step > cex.steps.size())
    xml::inconsistent(source, root, "violation-step=\"" + std::to_string(cex.violation_step) + "\" is past the last of its " +
                                      std::to_string(cex.steps.size()) + " steps");
  for (const auto& st : cex.starts)
    if (st.step > cex.steps.size())
      xml::inconsistent(source, root, "a start at step=\"" + std::to_string(st.step) + "\" is past the last of its " +
                                        std::to_string(cex.steps.size()) + " steps");
  if (cex.cycle_start > cex.steps.size())
    xml::inconsistent(source, root, "cycle-start=\"" + std::to_string(cex.cycle_start) + "\" is past the last of its " +
                                      std::to_string(cex.steps.size()) + " steps");
  return cex;
}

Counterexample read_counterexample(const std::filesystem::path& path) { return counterexample_from_xml(read_file(path), path.string()); }

} // namespace mokert
