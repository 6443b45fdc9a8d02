// The Promela text of one extracted function, line by line, each line optionally mapped to C.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "mokert/linemap.hpp"

namespace mokert {

// `text` with each character of `chars` inside a C string or character literal written as its
// octal escape (`\075` for `=`), the same bytes for C; an escaped one (`\"`) too. SPIN reads
// embedded C with scans that do not skip literals (its side-effect check of a c_expr, its copy
// of each c_code text into pan.c as a C string).
std::string octal_in_literals(const std::string& text, const std::string& chars);

struct PmlLine {
  int indent = 0;
  std::string text;
  std::optional<MapEntry> map;  // pml_line is filled in when the whole model is assembled
};

// Collects lines; Promela labels wait for the next statement so that a C label costs no
// extra step (a label cannot prefix `::`, `fi`, `od` or `}`: those lines get `skip` first).
class PmlBuffer {
public:
  void statement(int indent, const std::string& text, std::optional<MapEntry> map = std::nullopt);
  // `if`/`do`: may carry pending labels.
  void open(int indent, const std::string& text);
  // `::` options, `fi`, `od`, `}`: pending labels are flushed onto a `skip` first.
  void structural(int indent, const std::string& text, std::optional<MapEntry> map = std::nullopt);
  void comment(int indent, const std::string& text, std::optional<MapEntry> map = std::nullopt);
  void label(const std::string& name) { pending_.push_back(name); }
  void flush_labels(int indent);
  bool ends_open_option() const;  // last line is a `:: ... ->` with nothing after it yet
  std::vector<PmlLine>& lines() { return lines_; }

private:
  std::string take_labels();
  std::vector<PmlLine> lines_;
  std::vector<std::string> pending_;
};

} // namespace mokert
