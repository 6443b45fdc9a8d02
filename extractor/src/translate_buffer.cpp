#include "translate_buffer.hpp"

namespace mokert {

std::string PmlBuffer::take_labels() {
  std::string out;
  for (const auto& l : pending_) out += l + ": ";
  pending_.clear();
  return out;
}

void PmlBuffer::statement(int indent, const std::string& text, std::optional<MapEntry> map) {
  lines_.push_back({indent, take_labels() + text + ";", std::move(map)});
}

void PmlBuffer::open(int indent, const std::string& text) {
  lines_.push_back({indent, take_labels() + text, std::nullopt});
}

void PmlBuffer::flush_labels(int indent) {
  if (!pending_.empty()) lines_.push_back({indent, take_labels() + "skip;", std::nullopt});
}

void PmlBuffer::structural(int indent, const std::string& text, std::optional<MapEntry> map) {
  // An option with no statement yet (`:: c ->` then `::`) needs one.
  if (ends_open_option()) statement(indent + 1, "skip");
  flush_labels(indent + 1);
  lines_.push_back({indent, text, std::move(map)});
}

void PmlBuffer::comment(int indent, const std::string& text, std::optional<MapEntry> map) {
  lines_.push_back({indent, "/* " + text + " */", std::move(map)});
}

bool PmlBuffer::ends_open_option() const {
  for (auto it = lines_.rbegin(); it != lines_.rend(); ++it) {
    const std::string& t = it->text;
    if (t.rfind("/*", 0) == 0) continue;  // comments are not statements
    return t.size() >= 2 && t.compare(t.size() - 2, 2, "->") == 0;
  }
  return false;
}

} // namespace mokert
