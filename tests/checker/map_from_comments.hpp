// Test helper: builds model.map.xml for a hand-written model from its Modex-style
// "/* line N */" comments, pointing at the C file the model was written from.
#pragma once
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "mokert/linemap.hpp"

namespace mokert::test {

inline std::vector<std::string> lines_of(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::vector<std::string> out;
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

inline LineMap map_from_comments(const std::filesystem::path& pml, const std::filesystem::path& c_file) {
  static const std::regex comment(R"(/\* line (\d+) \*/)");
  static const std::regex proc(R"(proctype\s+(\w+))");
  static const std::regex init_re(R"(^\s*init\b)");
  auto pml_lines = lines_of(pml);
  auto c_lines = lines_of(c_file);
  LineMap map;
  map.model = "model.pml";
  std::string current;
  for (size_t i = 0; i < pml_lines.size(); ++i) {
    std::smatch m;
    if (std::regex_search(pml_lines[i], m, proc)) current = m[1];
    if (std::regex_search(pml_lines[i], init_re)) current = ":init:";
    if (!std::regex_search(pml_lines[i], m, comment)) continue;
    MapEntry e;
    e.pml_line = static_cast<unsigned>(i + 1);
    e.proctype = current;
    e.function = current == ":init:" ? "main" : current;
    e.c.file = std::filesystem::absolute(c_file).string();
    e.c.line = static_cast<unsigned>(std::stoul(m[1]));
    e.c.col = 1;
    e.c.end_line = e.c.line;
    std::string text = e.c.line <= c_lines.size() ? c_lines[e.c.line - 1] : "";
    auto b = text.find_first_not_of(" \t");
    e.c_text = b == std::string::npos ? "" : text.substr(b);
    e.c.end_col = static_cast<unsigned>(text.size());
    e.kind = StmtKind::Assign;
    e.rule = "hand-written";
    map.entries.push_back(e);
  }
  return map;
}

} // namespace mokert::test
