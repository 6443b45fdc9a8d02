// Helpers for the report tests: a work folder per test, mokert, headless chromium, the SARIF
// multitool and the JSON Schema validator.
#pragma once
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "mokert/process.hpp"
#include "test_folder.hpp"

namespace mokert::test {

inline ProcessResult mokert(const std::vector<std::string>& args, int seconds = 180) {
  ProcessOptions o;
  o.deadline = std::chrono::milliseconds(seconds * 1000);
  return run_process(MOKERT_BIN, args, o);
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline std::string unescape_html(const std::string& s) {
  std::string o;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      o += s[i];
      continue;
    }
    auto semi = s.find(';', i);
    std::string ent = semi == std::string::npos ? "" : s.substr(i, semi - i + 1);
    if (ent == "&amp;") o += '&';
    else if (ent == "&lt;") o += '<';
    else if (ent == "&gt;") o += '>';
    else if (ent == "&quot;") o += '"';
    else if (ent == "&#39;") o += '\'';
    else if (ent == "&nbsp;") o += ' ';
    else {
      o += '&';
      continue;
    }
    i = semi;
  }
  return o;
}

inline std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

inline std::vector<std::string> chromium_base_args(const std::filesystem::path& dir) {
  return {"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
          "--user-data-dir=" + (dir / "chromium-profile").string(), "--hide-scrollbars"};
}

// The facts harness.html reads from report.html's DOM, one vector of tab-separated fields each.
inline std::vector<std::vector<std::string>> dom_facts(const std::filesystem::path& report, std::string& raw) {
  auto dir = report.parent_path();
  auto args = chromium_base_args(dir);
  args.insert(args.end(), {"--allow-file-access-from-files", "--virtual-time-budget=10000", "--window-size=1400,900",
                           "--dump-dom",
                           "file://" + std::string(MOKERT_REPORT_HARNESS) + "#" + "file://" + report.string()});
  ProcessOptions o;
  o.deadline = std::chrono::seconds(180);
  auto r = run_process("chromium", args, o);
  raw = r.out;
  std::vector<std::vector<std::string>> facts;
  auto a = r.out.find("<pre id=\"out\">");
  auto b = r.out.find("</pre>", a);
  if (a == std::string::npos || b == std::string::npos) return facts;
  a += std::string("<pre id=\"out\">").size();
  for (const auto& line : split(unescape_html(r.out.substr(a, b - a)), '\n'))
    if (!line.empty()) facts.push_back(split(line, '\t'));
  return facts;
}

// A 1280x800 screenshot of the page, under the build folder (kept for people to look at).
inline std::filesystem::path screenshot(const std::filesystem::path& report, const std::string& name) {
  std::filesystem::path out = std::filesystem::path(MOKERT_SCREENSHOT_DIR) / (name + ".png");
  std::filesystem::create_directories(out.parent_path());
  std::filesystem::remove(out);
  auto args = chromium_base_args(report.parent_path());
  args.insert(args.end(), {"--window-size=1280,800", "--screenshot=" + out.string(), "file://" + report.string()});
  ProcessOptions o;
  o.deadline = std::chrono::seconds(180);
  run_process("chromium", args, o);
  return out;
}

// Validates a SARIF file with Microsoft's SARIF multitool; returns its error-level findings.
inline std::string sarif_errors(const std::filesystem::path& sarif) {
  auto log = sarif.parent_path() / (sarif.stem().string() + ".validation.sarif");
  std::filesystem::remove(log);
  ProcessOptions o;
  o.deadline = std::chrono::seconds(180);
  // The multitool skips a file argument whose path holds a space: name it from its folder.
  o.cwd = sarif.parent_path();
  auto r = run_process(MOKERT_SARIF_MULTITOOL, {"validate", sarif.filename().string(), "-o", log.filename().string()}, o);
  if (!std::filesystem::exists(log)) return "the multitool wrote no log (exit " + std::to_string(r.exit_code) + "): " + r.out;
  auto check = run_process("/usr/bin/python3", {MOKERT_REPORT_VALIDATE, "sarif-errors", log.string()}, o);
  if (check.exit_code != 0) return check.out.empty() ? "cannot read the multitool's log" : check.out;
  if (r.exit_code != 0) return "the multitool exited " + std::to_string(r.exit_code) + ": " + r.out;
  return "";
}

// Validates a JSON file against docs/report.schema.json; returns the violations.
inline std::string schema_errors(const std::filesystem::path& json) {
  ProcessOptions o;
  o.deadline = std::chrono::seconds(60);
  auto r = run_process("/usr/bin/python3", {MOKERT_REPORT_VALIDATE, "schema", MOKERT_REPORT_SCHEMA, json.string()}, o);
  return r.exit_code == 0 ? "" : "exit " + std::to_string(r.exit_code) + ": " + r.out;
}

} // namespace mokert::test
