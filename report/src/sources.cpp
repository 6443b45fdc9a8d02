// C source lines for the report's context, read from the files the line map names.
#include <fstream>

#include "view.hpp"

namespace mokert::report {

std::vector<std::string>* Sources::get(const std::string& file) {
  auto it = cache_.find(file);
  if (it == cache_.end()) {
    std::optional<std::vector<std::string>> lines;
    std::ifstream in(file, std::ios::binary);
    if (in) {
      lines.emplace();
      std::string l;
      while (std::getline(in, l)) {
        if (!l.empty() && l.back() == '\r') l.pop_back();
        lines->push_back(l);
      }
    }
    it = cache_.emplace(file, std::move(lines)).first;
  }
  return it->second ? &*it->second : nullptr;
}

bool Sources::readable(const std::string& file) { return get(file) != nullptr; }

std::vector<std::pair<unsigned, std::string>> Sources::lines(const std::string& file, unsigned from, unsigned to) {
  std::vector<std::pair<unsigned, std::string>> out;
  auto* ls = get(file);
  if (!ls || ls->empty()) return out;
  if (from < 1) from = 1;
  if (to > ls->size()) to = static_cast<unsigned>(ls->size());
  for (unsigned n = from; n <= to; ++n) out.emplace_back(n, (*ls)[n - 1]);
  return out;
}

std::string Sources::line(const std::string& file, unsigned n) {
  auto l = lines(file, n, n);
  return l.empty() ? "" : l.front().second;
}

std::vector<std::string> Sources::unreadable() const {
  std::vector<std::string> out;
  for (const auto& [f, ls] : cache_)
    if (!ls) out.push_back(f);
  return out;
}

} // namespace mokert::report
