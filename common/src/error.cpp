#include "mokert/error.hpp"

namespace mokert {

std::string located(const std::string& file, unsigned line, const std::string& message) {
  if (line == 0) return file + ": " + message;
  return file + ":" + std::to_string(line) + ": " + message;
}

std::string printable_excerpt(std::string_view text, size_t max) {
  static const char* hex = "0123456789abcdef";
  std::string out;
  size_t shown = 0;
  bool cut = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n' || c == '\r') {
      const size_t next = i + 1 + ((c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ? 1 : 0);
      cut = next < text.size();
      break;
    }
    if (shown == max) {
      cut = true;
      break;
    }
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else if (c == '\t') {
      out += ' ';
    } else {
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    }
    ++shown;
  }
  if (cut) out += "...";
  return out;
}

std::string printable_message(std::string_view text, size_t max_line, size_t max_lines) {
  std::string out;
  size_t lines = 0;
  while (!text.empty()) {
    if (lines == max_lines) {
      out += "...\n";
      break;
    }
    const size_t nl = text.find('\n');
    const std::string_view line = text.substr(0, nl);
    out += printable_excerpt(line, max_line);
    ++lines;
    if (nl == std::string_view::npos) break;
    out += '\n';
    text.remove_prefix(nl + 1);
  }
  return out;
}

} // namespace mokert
