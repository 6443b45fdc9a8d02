#include "json.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace mokert::json {

Value& Value::operator[](const std::string& key) {
  if (is_null()) v_ = std::make_shared<Object>();
  auto& o = *std::get<std::shared_ptr<Object>>(v_);
  for (auto& [k, v] : o)
    if (k == key) return v;
  o.emplace_back(key, Value());
  return o.back().second;
}

void Value::push(Value v) {
  if (is_null()) v_ = std::make_shared<Array>();
  std::get<std::shared_ptr<Array>>(v_)->push_back(std::move(v));
}

std::string quote(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

namespace {

// Invalid UTF-8 (a program's output may hold any bytes) becomes U+FFFD so the file stays JSON.
std::string valid_utf8(const std::string& s) {
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool ok = n > 0 && i + n <= s.size();
    for (size_t k = 1; ok && k < n; ++k) ok = (static_cast<unsigned char>(s[i + k]) >> 6) == 2;
    if (ok) {
      out.append(s, i, n);
      i += n;
    } else {
      out += "\xEF\xBF\xBD";
      ++i;
    }
  }
  return out;
}

void newline(std::string& out, int indent, int depth) {
  if (indent <= 0) return;
  out += '\n';
  out.append(static_cast<size_t>(indent * depth), ' ');
}

} // namespace

void Value::write(std::string& out, int indent, int depth) const {
  if (std::holds_alternative<std::monostate>(v_)) {
    out += "null";
  } else if (auto b = std::get_if<bool>(&v_)) {
    out += *b ? "true" : "false";
  } else if (auto i = std::get_if<std::int64_t>(&v_)) {
    out += std::to_string(*i);
  } else if (auto d = std::get_if<double>(&v_)) {
    if (!std::isfinite(*d)) {
      out += "null";
    } else {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.6g", *d);
      out += buf;
    }
  } else if (auto s = std::get_if<std::string>(&v_)) {
    out += quote(valid_utf8(*s));
  } else if (auto a = std::get_if<std::shared_ptr<Array>>(&v_)) {
    if ((*a)->empty()) {
      out += "[]";
      return;
    }
    out += '[';
    bool first = true;
    for (const auto& v : **a) {
      if (!first) out += ',';
      first = false;
      newline(out, indent, depth + 1);
      v.write(out, indent, depth + 1);
    }
    newline(out, indent, depth);
    out += ']';
  } else if (auto o = std::get_if<std::shared_ptr<Object>>(&v_)) {
    if ((*o)->empty()) {
      out += "{}";
      return;
    }
    out += '{';
    bool first = true;
    for (const auto& [k, v] : **o) {
      if (!first) out += ',';
      first = false;
      newline(out, indent, depth + 1);
      out += quote(valid_utf8(k));
      out += indent > 0 ? ": " : ":";
      v.write(out, indent, depth + 1);
    }
    newline(out, indent, depth);
    out += '}';
  }
}

std::string Value::dump(int indent) const {
  std::string out;
  write(out, indent, 0);
  if (indent > 0) out += '\n';
  return out;
}

} // namespace mokert::json
