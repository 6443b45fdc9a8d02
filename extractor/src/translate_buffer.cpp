#include "translate_buffer.hpp"

namespace mokert {

std::string octal_in_literals(const std::string& text, const std::string& chars) {
  std::string out;
  char quote = 0;  // the literal we are in: '"', '\'' or none
  auto octal = [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::string{'\\', static_cast<char>('0' + ((u >> 6) & 3)), static_cast<char>('0' + ((u >> 3) & 7)),
                       static_cast<char>('0' + (u & 7))};
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (quote && ch == '\\' && i + 1 < text.size()) {
      const bool swap = chars.find(text[i + 1]) != std::string::npos;
      out += swap ? octal(text[i + 1]) : text.substr(i, 2);
      ++i;
      continue;
    }
    if (quote && ch == quote) quote = 0;
    else if (!quote && (ch == '"' || ch == '\'')) quote = ch;
    else if (quote && chars.find(ch) != std::string::npos) {
      out += octal(ch);
      continue;
    }
    out += ch;
  }
  return out;
}

namespace {
// SPIN copies each c_code and c_expr text into pan.c as a C string (for its messages) with
// every `"` written as `\"` but every `\` kept, so an escaped quote inside a C string literal
// ("\"id\":%d") ends pan's string early and pan.c does not compile.
std::string spin_safe_quotes(const std::string& text) {
  if (text.find("c_code") == std::string::npos && text.find("c_expr") == std::string::npos) return text;
  return octal_in_literals(text, "\"");
}
} // namespace

std::string PmlBuffer::take_labels() {
  std::string out;
  for (const auto& l : pending_) out += l + ": ";
  pending_.clear();
  return out;
}

void PmlBuffer::statement(int indent, const std::string& text, std::optional<MapEntry> map) {
  lines_.push_back({indent, take_labels() + spin_safe_quotes(text) + ";", std::move(map)});
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
  lines_.push_back({indent, spin_safe_quotes(text), std::move(map)});
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
