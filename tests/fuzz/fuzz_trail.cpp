// The trail parsers read `spin -t` and `pan -r` output (the model's printf lines included): they
// never throw; a trail they cannot follow is reported in TrailReplay::error. name_pan_steps
// joins the two.
#include "fuzz_support.hpp"
#include "mokert/trail.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mokert;
  // The input is one text for both parsers, or two separated by a NUL byte (spin -t, pan -r).
  const std::string text = fuzz::text_of(data, size);
  const size_t nul = text.find('\0');
  const std::string spin_text = text.substr(0, nul);
  const std::string pan_text = nul == std::string::npos ? text : text.substr(nul + 1);
  try {
    TrailReplay spin = parse_spin_replay(spin_text);
    TrailReplay pan = parse_pan_replay(pan_text, {"never_0", "p"});
    name_pan_steps(pan, spin);
    if (pan.violation_step > pan.steps.size()) fuzz::finding("violation_step past the last step");
    if (spin.violation_step > spin.steps.size()) fuzz::finding("spin violation_step past the last step");
  } catch (const std::exception& e) {
    fuzz::finding(std::string("a trail parser threw: ") + e.what());
  }
  return 0;
}
