// Internal: loading and saving the versioned XML artefacts with pugixml.
#pragma once
#include <filesystem>
#include <pugixml.hpp>
#include <sstream>
#include <string>

#include "mokert/error.hpp"
#include "mokert/files.hpp"

namespace mokert::xml {

// An artefact's text and the name its messages give it (the file it was read from).
struct Source {
  std::string text;
  std::string name;
};

// Parses source, checks the root element's name and version; throws InputError naming the file.
inline pugi::xml_node load(pugi::xml_document& doc, const Source& source, const char* root_name, int version) {
  auto parsed = doc.load_string(source.text.c_str());
  if (!parsed) {
    unsigned line = 1;
    for (ptrdiff_t i = 0; i < parsed.offset && i < static_cast<ptrdiff_t>(source.text.size()); ++i)
      if (source.text[static_cast<size_t>(i)] == '\n') ++line;
    throw InputError(located(source.name, line, std::string("not well-formed XML: ") + parsed.description()));
  }
  pugi::xml_node root = doc.child(root_name);
  if (!root)
    throw InputError(located(source.name, 1, std::string("expected a <") + root_name +
                                                 "> document; is this the right file?"));
  int found = root.attribute("version").as_int(0);
  if (found != version)
    throw InputError(located(source.name, 1, "format version " + std::to_string(found) +
                                                 " is not the supported version " + std::to_string(version) +
                                                 "; regenerate it with this mokert"));
  return root;
}

// The line of node in the text it was parsed from (for messages).
inline unsigned line_of(const Source& source, const pugi::xml_node& node) {
  const ptrdiff_t offset = node.offset_debug();
  unsigned line = 1;
  for (ptrdiff_t i = 0; i < offset && i < static_cast<ptrdiff_t>(source.text.size()); ++i)
    if (source.text[static_cast<size_t>(i)] == '\n') ++line;
  return line;
}

// An artefact that parses but contradicts itself (a reference to a thread or probe it does not
// list): the InputError names the element's line.
[[noreturn]] inline void inconsistent(const Source& source, const pugi::xml_node& node, const std::string& what) {
  throw InputError(located(source.name, line_of(source, node),
                           what + "; the file is damaged or was edited: write it again with mokert"));
}

inline std::string text_of(const pugi::xml_document& doc) {
  std::ostringstream out;
  doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
  return out.str();
}

inline pugi::xml_node new_root(pugi::xml_document& doc, const char* name, int version) {
  auto decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  auto root = doc.append_child(name);
  root.append_attribute("version") = version;
  return root;
}

} // namespace mokert::xml
