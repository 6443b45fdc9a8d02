// `mokert trace`: a counterexample as C, one column per thread (text) or as JSON.
#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

#include "mokert/checker.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace {

constexpr size_t kColumn = 44;

std::string cell_text(const CexStep& s) {
  if (s.c) {
    std::string text = s.c->c_text;
    if (!s.c->branch.empty()) text = "(" + text + ") " + s.c->branch;
    // Chosen values first: a long statement is cut at the column's width, they must not be.
    std::string chosen;
    for (const auto& v : s.values)
      if (std::string d = describe(v); !d.empty()) chosen += "[" + d + "] ";
    text = chosen + text;
    return fs::path(s.c->c.file).filename().string() + ":" + std::to_string(s.c->c.line) + "  " + text;
  }
  return s.pml_file + ":" + std::to_string(s.pml_line) + "  [" + s.statement + "]";
}

std::string fit(std::string text, size_t width) {
  if (text.size() > width) text = text.substr(0, width - 3) + "...";
  return text + std::string(width - text.size(), ' ');
}

std::string thread_title(const CexThread& t) {
  std::string title = t.proctype + "(" + std::to_string(t.pid) + ")";
  // A reused pid: say which `run` this thread is, so the two columns are told apart.
  if (t.creation) title += " run " + std::to_string(t.creation);
  if (!t.function.empty() && t.function != t.proctype) title += " " + t.function + "()";
  if (t.environment) title += " env";
  return title;
}

std::string violation_line(const Counterexample& c) {
  std::string where = c.violation_step ? "at step " + std::to_string(c.violation_step)
                                       : "after step " + std::to_string(c.steps.size());
  return "VIOLATION " + where + ": " + to_string(c.outcome) + (c.message.empty() ? "" : ": " + c.message);
}

void json_string(std::ostringstream& out, const std::string& s) {
  out << '"';
  for (unsigned char ch : s) {
    switch (ch) {
      case '"': out << "\\\""; break;
      case '\\': out << "\\\\"; break;
      case '\n': out << "\\n"; break;
      case '\t': out << "\\t"; break;
      default:
        if (ch < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", ch);
          out << buf;
        } else {
          out << ch;
        }
    }
  }
  out << '"';
}

} // namespace

std::string format_trace_text(const Counterexample& c) {
  std::ostringstream out;
  out << "counterexample " << c.number << " (" << c.trail << "): " << to_string(c.outcome);
  if (!c.message.empty()) out << ": " << c.message;
  out << "\n\n";
  std::map<std::pair<int, unsigned>, size_t> column;
  for (size_t i = 0; i < c.threads.size(); ++i) column[{c.threads[i].pid, c.threads[i].creation}] = i;
  out << "step   ";
  for (const auto& t : c.threads) out << "| " << fit(thread_title(t), kColumn);
  out << "\n" << std::string(7 + c.threads.size() * (kColumn + 2), '-') << "\n";
  for (const auto& s : c.steps) {
    if (s.cycle_start) out << "====== START OF CYCLE (the steps below repeat forever) ======\n";
    char num[16];
    std::snprintf(num, sizeof num, "%4u %s ", s.index, s.switch_before ? ">" : " ");
    out << num;
    size_t col = column[{s.pid, s.creation}];
    for (size_t i = 0; i < c.threads.size(); ++i)
      out << "| " << fit(i == col ? cell_text(s) : "", kColumn);
    if (s.index == c.violation_step) out << "  <== violation";
    out << "\n";
  }
  out << "\n" << violation_line(c) << "\n";
  out << "('>' marks a context switch: another C thread runs from that step on; env = not from C)\n";
  return out.str();
}

std::string format_trace_json(const Counterexample& c) {
  std::ostringstream out;
  out << "{\"number\": " << c.number << ", \"trail\": ";
  json_string(out, c.trail);
  out << ", \"outcome\": ";
  json_string(out, to_string(c.outcome));
  out << ", \"message\": ";
  json_string(out, c.message);
  out << ", \"violation_step\": " << c.violation_step << ", \"cycle_start\": " << c.cycle_start;
  out << ",\n \"threads\": [";
  for (size_t i = 0; i < c.threads.size(); ++i) {
    const auto& t = c.threads[i];
    out << (i ? ",\n  " : "\n  ") << "{\"pid\": " << t.pid << ", \"creation\": " << t.creation
        << ", \"proctype\": ";
    json_string(out, t.proctype);
    out << ", \"function\": ";
    json_string(out, t.function);
    out << ", \"environment\": " << (t.environment ? "true" : "false") << "}";
  }
  out << "],\n \"steps\": [";
  for (size_t i = 0; i < c.steps.size(); ++i) {
    const auto& s = c.steps[i];
    out << (i ? ",\n  " : "\n  ") << "{\"index\": " << s.index << ", \"pid\": " << s.pid
        << ", \"creation\": " << s.creation << ", \"proctype\": ";
    json_string(out, s.proctype);
    out << ", \"pml_file\": ";
    json_string(out, s.pml_file);
    out << ", \"pml_line\": " << s.pml_line << ", \"statement\": ";
    json_string(out, s.statement);
    out << ", \"environment\": " << (s.environment ? "true" : "false")
        << ", \"switch\": " << (s.switch_before ? "true" : "false")
        << ", \"cycle_start\": " << (s.cycle_start ? "true" : "false");
    if (s.c) {
      out << ", \"c_file\": ";
      json_string(out, s.c->c.file);
      out << ", \"c_line\": " << s.c->c.line << ", \"c_text\": ";
      json_string(out, s.c->c_text);
      out << ", \"function\": ";
      json_string(out, s.c->function);
      if (!s.c->branch.empty()) out << ", \"branch\": " << (s.c->branch == "true" ? "true" : "false");
    }
    if (!s.values.empty()) {
      out << ", \"values\": {";
      for (size_t k = 0; k < s.values.size(); ++k) {
        if (k) out << ", ";
        json_string(out, s.values[k].name);
        out << ": ";
        json_string(out, s.values[k].value);
      }
      out << "}";
    }
    out << "}";
  }
  out << "]}\n";
  return out.str();
}

} // namespace mokert
