// Internal: a map line's C side as XML attributes and text, one form for model.map.xml's <line>
// and cex-N.xml's <c> (docs/formats.md: "the same attributes as a map line").
#pragma once
#include <pugixml.hpp>

#include "mokert/linemap.hpp"

namespace mokert::xml {

// function, file, line, col, end-line, end-col, macro, kind, branch, rule, nondet, part; the C
// text as the element's text. (pml and proctype are the caller's: a <c> takes them from its step.)
inline void write_map_entry(pugi::xml_node n, const MapEntry& e) {
  n.append_attribute("function") = e.function.c_str();
  n.append_attribute("file") = e.c.file.c_str();
  n.append_attribute("line") = e.c.line;
  n.append_attribute("col") = e.c.col;
  n.append_attribute("end-line") = e.c.end_line;
  n.append_attribute("end-col") = e.c.end_col;
  if (!e.c.macro.empty()) n.append_attribute("macro") = e.c.macro.c_str();
  n.append_attribute("kind") = to_string(e.kind);
  if (!e.branch.empty()) n.append_attribute("branch") = e.branch.c_str();
  n.append_attribute("rule") = e.rule.c_str();
  if (!e.nondet.empty()) n.append_attribute("nondet") = e.nondet.c_str();
  if (!e.part.empty()) n.append_attribute("part") = e.part.c_str();
  n.append_child(pugi::node_pcdata).set_value(e.c_text.c_str());
}

// The same back; an unknown kind throws InputError (the caller names the file).
inline void read_map_entry(pugi::xml_node n, MapEntry& e) {
  e.function = n.attribute("function").as_string();
  e.c.file = n.attribute("file").as_string();
  e.c.line = n.attribute("line").as_uint();
  e.c.col = n.attribute("col").as_uint();
  e.c.end_line = n.attribute("end-line").as_uint();
  e.c.end_col = n.attribute("end-col").as_uint();
  e.c.macro = n.attribute("macro").as_string();
  e.kind = stmt_kind_from_string(n.attribute("kind").as_string());
  e.branch = n.attribute("branch").as_string();
  e.rule = n.attribute("rule").as_string();
  e.nondet = n.attribute("nondet").as_string();
  e.part = n.attribute("part").as_string();
  e.c_text = n.text().as_string();
}

} // namespace mokert::xml
