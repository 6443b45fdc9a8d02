#include "mokert/linemap.hpp"

#include "map_entry_xml.hpp"
#include "xml_util.hpp"

namespace mokert {

const char* to_string(StmtKind kind) {
  switch (kind) {
    case StmtKind::Assign: return "assign";
    case StmtKind::Call: return "call";
    case StmtKind::Condition: return "condition";
    case StmtKind::Decl: return "decl";
    case StmtKind::Return: return "return";
    case StmtKind::Jump: return "jump";
    case StmtKind::Other: return "other";
  }
  return "other";
}

StmtKind stmt_kind_from_string(const std::string& text) {
  for (auto k : {StmtKind::Assign, StmtKind::Call, StmtKind::Condition, StmtKind::Decl,
                 StmtKind::Return, StmtKind::Jump, StmtKind::Other})
    if (text == to_string(k)) return k;
  throw InputError("unknown statement kind '" + text + "'");
}

const MapEntry* LineMap::find(unsigned pml_line) const {
  for (const auto& e : entries)
    if (e.pml_line == pml_line) return &e;
  return nullptr;
}

bool written_by_user_rule(const MapEntry& entry) {
  const std::string& rule = entry.rule;
  if (rule.empty() || rule == "default" || rule == "c_code") return false;
  for (const char* shipped : {"defaults.lut:", "linux.lut:", "svcomp.lut:"})
    if (rule.find(shipped) != std::string::npos) return false;
  return true;
}

std::string linemap_to_xml(const LineMap& map) {
  pugi::xml_document doc;
  auto root = xml::new_root(doc, "linemap", LineMap::kVersion);
  root.append_attribute("model") = map.model.c_str();
  for (const auto& b : map.bounds) root.append_child("bound").append_child(pugi::node_pcdata).set_value(b.c_str());
  for (const auto& p : map.processes) {
    auto n = root.append_child("process");
    n.append_attribute("proctype") = p.proctype.c_str();
    n.append_attribute("function") = p.function.c_str();
  }
  for (const auto& e : map.entries) {
    auto n = root.append_child("line");
    n.append_attribute("pml") = e.pml_line;
    n.append_attribute("proctype") = e.proctype.c_str();
    xml::write_map_entry(n, e);
  }
  return xml::text_of(doc);
}

void write_linemap(const LineMap& map, const std::filesystem::path& path) {
  write_file_atomic(path, linemap_to_xml(map));
}

LineMap linemap_from_xml(const std::string& text, const std::string& name) {
  const xml::Source source{text, name};
  pugi::xml_document doc;
  auto root = xml::load(doc, source, "linemap", LineMap::kVersion);
  LineMap map;
  map.model = root.attribute("model").as_string();
  for (auto n : root.children("bound")) {
    std::string b = n.text().as_string();
    if (b.empty()) throw InputError(source.name + ": an empty <bound>; regenerate the map with mokert extract");
    map.bounds.push_back(std::move(b));
  }
  for (auto n : root.children("process")) {
    ProcessOrigin p{n.attribute("proctype").as_string(), n.attribute("function").as_string()};
    if (p.proctype.empty() || p.function.empty())
      throw InputError(source.name + ": a <process> without proctype or function; regenerate the map with mokert extract");
    map.processes.push_back(std::move(p));
  }
  for (auto n : root.children("line")) {
    MapEntry e;
    e.pml_line = n.attribute("pml").as_uint();
    e.proctype = n.attribute("proctype").as_string();
    try {
      xml::read_map_entry(n, e);
    } catch (const InputError& err) {
      throw InputError(located(source.name, 0, err.what()));
    }
    if (e.pml_line == 0 || e.c.line == 0)
      throw InputError(source.name + ": a <line> without pml or line attribute; regenerate the map");
    map.entries.push_back(std::move(e));
  }
  return map;
}

LineMap read_linemap(const std::filesystem::path& path) { return linemap_from_xml(read_file(path), path.string()); }

} // namespace mokert
