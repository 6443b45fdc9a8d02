// Internal: the three renderers.
#pragma once
#include <string>
#include <vector>

#include "view.hpp"

namespace mokert::report {

struct Rendering {
  const Input* input = nullptr;
  std::vector<View> views;          // one per counterexample, in input order
  Sources* sources = nullptr;
  std::filesystem::path srcroot;    // absolute, for SARIF's %SRCROOT% and report.json paths
};

std::string render_html(const Rendering& r);
std::string render_sarif(const Rendering& r);
std::string render_json(const Rendering& r);

// Path of file relative to srcroot ("" when it is outside).
std::string relative_to_root(const std::string& file, const std::filesystem::path& srcroot);

} // namespace mokert::report
