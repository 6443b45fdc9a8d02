// Parses the summary pan prints after a search. The texts matched are SPIN 6.x's; each match
// is a whole phrase so that a user's printf in the model cannot easily fake one.
#include "mokert/pan_output.hpp"
#include "mokert/text.hpp"

#include <cmath>
#include <limits>
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

// pan's numbers come from a program the user's model can make print anything: every
// conversion is checked and clamped, never thrown or cast out of range.
double to_double(const std::string& text) {
  try {
    double d = std::stod(text);
    return std::isfinite(d) ? d : 0;
  } catch (...) {
    return 0;
  }
}

unsigned long long to_count(const std::string& text) {
  // Counts are printed as integers or, when large, as 1.2345e+06.
  const double d = to_double(text);
  if (!(d > 0)) return 0;
  if (d >= 1.8e19) return std::numeric_limits<unsigned long long>::max();
  return static_cast<unsigned long long>(d);
}

unsigned to_unsigned(const std::string& digits) {
  try {
    unsigned long long v = std::stoull(digits);
    return v > std::numeric_limits<unsigned>::max() ? std::numeric_limits<unsigned>::max() : static_cast<unsigned>(v);
  } catch (...) {
    return std::numeric_limits<unsigned>::max();  // only digits reach here: too many of them
  }
}

unsigned long long number_at_start(const std::string& line) { return to_count(line); }

// "pan:N: MESSAGE" or "pan:N: MESSAGE (at depth D)", by hand: std::regex recurses once per
// character and would overflow the stack on the very long lines a model can print.
bool parse_error_line(const std::string& line, PanError& e) {
  if (line.rfind("pan:", 0) != 0) return false;
  const size_t colon = line.find(": ", 4);
  if (colon == std::string::npos || !all_digits(line.substr(4, colon - 4))) return false;
  std::string msg = line.substr(colon + 2);
  msg = trim_right(msg);
  e.number = to_unsigned(line.substr(4, colon - 4));
  e.depth = 0;
  const std::string at = " (at depth ";
  const size_t a = msg.rfind(at);
  if (a != std::string::npos && msg.back() == ')') {
    const std::string d = msg.substr(a + at.size(), msg.size() - 1 - a - at.size());
    if (all_digits(d)) {
      e.depth = to_unsigned(d);
      msg.erase(a);
    }
  }
  e.message = msg;
  return true;
}

// "State-vector 28 byte, depth reached 12, errors: 1" anywhere in the line.
bool parse_summary(const std::string& line, std::string& depth, std::string& errors) {
  static const char* digits = "0123456789";
  for (size_t at = line.find("State-vector "); at != std::string::npos; at = line.find("State-vector ", at + 1)) {
    size_t i = run_end(line, at + 13, digits);
    if (i == std::string::npos || line.compare(i, 21, " byte, depth reached ") != 0) continue;
    size_t j = run_end(line, i + 21, digits);
    if (j == std::string::npos || line.compare(j, 10, ", errors: ") != 0) continue;
    size_t k = run_end(line, j + 10, digits);
    if (k == std::string::npos) continue;
    depth = line.substr(i + 21, j - i - 21);
    errors = line.substr(j + 10, k - j - 10);
    return true;
  }
  return false;
}

// "   128.730\ttotal actual memory usage"
bool parse_memory(const std::string& line, std::string& mb) {
  const size_t i = skip_spaces(line, 0);
  const size_t j = run_end(line, i, "0123456789.");
  if (j == std::string::npos) return false;
  const size_t k = skip_spaces(line, j);
  if (k == j || line.compare(k, 25, "total actual memory usage") != 0) return false;
  mb = line.substr(i, j - i);
  return true;
}

// "pan: elapsed time 0.01 seconds"
bool parse_time(const std::string& line, std::string& seconds) {
  if (line.rfind("pan: elapsed time ", 0) != 0) return false;
  const size_t j = run_end(line, 18, "0123456789.e+");
  if (j == std::string::npos || line.compare(j, 8, " seconds") != 0) return false;
  seconds = line.substr(18, j - 18);
  return true;
}

// pan's own lines are short; longer ones are the model's printf output and are not searched.
constexpr size_t kLongestPanLine = 4096;

} // namespace

PanOutput parse_pan_output(const std::string& text) {
  PanOutput out;
  std::istringstream in(text);
  std::string line;
  std::string a, b;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    // Multi-core runs (-DNCORE) prefix each worker's lines with "cpuN: ".
    if (line.rfind("cpu", 0) == 0) {
      const size_t colon = line.find(": ");
      if (colon != std::string::npos && all_digits(line.substr(3, colon - 3))) line.erase(0, colon + 2);
    }
    PanError e;
    if (parse_error_line(line, e)) {
      // pan's precondition message carries the model line: "c_code line 5 precondition false: ..."
      e.outcome = classify_pan_error(e.message);
      out.errors.push_back(e);
    } else if (line.size() > kLongestPanLine) {
      continue;
    } else if (parse_summary(line, a, b)) {
      out.summary_seen = true;
      out.depth = to_unsigned(a);
      out.errors_total = to_unsigned(b);
    } else if (line.find("states, stored") != std::string::npos) {
      out.states_stored = number_at_start(line);
    } else if (line.find("states, matched") != std::string::npos) {
      out.states_matched = number_at_start(line);
    } else if (line.find("transitions (= stored+matched)") != std::string::npos) {
      out.transitions = number_at_start(line);
    } else if (parse_memory(line, a)) {
      out.memory_mb = to_double(a);
    } else if (parse_time(line, a)) {
      out.seconds = to_double(a);
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
