// verification.xml: what a SPIN run found, typed, for the later stages.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace mokert {

enum class PropertyOutcome {
  NoErrors, AssertionViolated, InvalidEndState, AcceptanceCycle, NonProgressCycle,
  PreconditionFalse, OtherError
};
const char* to_string(PropertyOutcome outcome);
PropertyOutcome property_outcome_from_string(const std::string& text);

struct TrailRef {
  unsigned number = 0;            // 1-based counterexample number (cex-N.xml)
  std::filesystem::path trail;    // the .trail file
  PropertyOutcome outcome = PropertyOutcome::OtherError;
  std::string message;            // pan's text, e.g. "assertion violated (count==2)"
};

struct VerificationResult {
  static constexpr int kVersion = 1;
  std::string model;              // model.pml
  std::string property;           // "safety", "ltl NAME", "acceptance", "non-progress"
  PropertyOutcome outcome = PropertyOutcome::NoErrors;  // first error, or NoErrors
  unsigned errors = 0;
  bool complete = true;           // false: depth limit, bitstate, memory out, hash too small
  std::string incomplete_reason;
  unsigned long long states_stored = 0, states_matched = 0, transitions = 0;
  unsigned depth = 0;
  double memory_mb = 0;
  double seconds = 0;
  std::vector<TrailRef> trails;
  std::string pan_flags, cc_flags, run_flags;
};

void write_verification(const VerificationResult& result, const std::filesystem::path& path);
VerificationResult read_verification(const std::filesystem::path& path);
// The same from text in memory (name: the file it came from, for messages), and to text.
VerificationResult verification_from_xml(const std::string& text, const std::string& name);
std::string verification_to_xml(const VerificationResult& r);

} // namespace mokert
