// Parses the summary pan prints after a search. The texts matched are SPIN 6.x's; each match
// is a whole phrase so that a user's printf in the model cannot easily fake one.
#include "mokert/pan_output.hpp"

#include <regex>
#include <sstream>

namespace mokert {

PropertyOutcome classify_pan_error(const std::string& m) {
  if (m.find("assertion violated") != std::string::npos) return PropertyOutcome::AssertionViolated;
  if (m.find("invalid end state") != std::string::npos) return PropertyOutcome::InvalidEndState;
  if (m.find("acceptance cycle") != std::string::npos) return PropertyOutcome::AcceptanceCycle;
  if (m.find("non-progress cycle") != std::string::npos) return PropertyOutcome::NonProgressCycle;
  if (m.find("precondition false") != std::string::npos) return PropertyOutcome::PreconditionFalse;
  return PropertyOutcome::OtherError;
}

namespace {

unsigned long long number_at_start(const std::string& line) {
  // Counts are printed as integers or, when large, as 1.2345e+06.
  try {
    return static_cast<unsigned long long>(std::stod(line));
  } catch (...) {
    return 0;
  }
}

} // namespace

PanOutput parse_pan_output(const std::string& text) {
  static const std::regex error_re(R"(^pan:(\d+): (.*?)(?: \(at depth (\d+)\))?\s*$)");
  static const std::regex summary_re(R"(State-vector \d+ byte, depth reached (\d+), errors: (\d+))");
  static const std::regex memory_re(R"(^\s*([0-9.]+)\s+total actual memory usage)");
  static const std::regex time_re(R"(^pan: elapsed time ([0-9.e+]+) seconds)");
  PanOutput out;
  std::istringstream in(text);
  std::string line;
  std::smatch m;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    // Multi-core runs (-DNCORE) prefix each worker's lines with "cpuN: ".
    static const std::regex cpu_re(R"(^cpu\d+: )");
    line = std::regex_replace(line, cpu_re, "", std::regex_constants::format_first_only);
    if (std::regex_match(line, m, error_re)) {
      PanError e;
      e.number = static_cast<unsigned>(std::stoul(m[1]));
      e.message = m[2];
      // pan's precondition message carries the model line: "c_code line 5 precondition false: ..."
      e.outcome = classify_pan_error(e.message);
      e.depth = m[3].matched ? static_cast<unsigned>(std::stoul(m[3])) : 0;
      out.errors.push_back(e);
    } else if (std::regex_search(line, m, summary_re)) {
      out.summary_seen = true;
      out.depth = static_cast<unsigned>(std::stoul(m[1]));
      out.errors_total = static_cast<unsigned>(std::stoul(m[2]));
    } else if (line.find("states, stored") != std::string::npos) {
      out.states_stored = number_at_start(line);
    } else if (line.find("states, matched") != std::string::npos) {
      out.states_matched = number_at_start(line);
    } else if (line.find("transitions (= stored+matched)") != std::string::npos) {
      out.transitions = number_at_start(line);
    } else if (std::regex_search(line, m, memory_re)) {
      out.memory_mb = std::stod(m[1]);
    } else if (std::regex_search(line, m, time_re)) {
      out.seconds = std::stod(m[1]);
    } else if (line.find("max search depth too small") != std::string::npos) {
      out.depth_too_small = true;
    } else if (line.find("reached -DMEMLIM bound") != std::string::npos ||
               line.find("pan: out of memory") != std::string::npos) {
      out.memlim_hit = true;
      out.memlim_text += line + "\n";
    } else if (out.memlim_hit && (line.find("bytes used") != std::string::npos ||
                                  line.find("bytes more needed") != std::string::npos ||
                                  line.find("bytes limit") != std::string::npos)) {
      out.memlim_text += line + "\n";
    } else if (line.find("hint: increase hashtable-size") != std::string::npos) {
      out.hash_hint = true;
    } else if (line.find("Bit statespace search for:") != std::string::npos) {
      out.bitstate = true;
    } else if (line.find("Warning: Search not completed") != std::string::npos) {
      out.not_completed = true;
    }
  }
  return out;
}

} // namespace mokert
