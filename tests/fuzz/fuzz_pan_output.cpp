// parse_pan_output reads pan's statistics, which a model's printf can make say anything: it
// must never throw, and its numbers must stay in range.
#include "fuzz_support.hpp"
#include "mokert/pan_output.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mokert;
  const std::string text = fuzz::text_of(data, size);
  try {
    PanOutput out = parse_pan_output(text);
    if (!(out.memory_mb >= 0)) fuzz::finding("memory_mb is NaN or negative");
    if (!(out.seconds >= 0)) fuzz::finding("seconds is NaN or negative");
    for (const auto& e : out.errors) (void)classify_pan_error(e.message);
  } catch (const std::exception& e) {
    fuzz::finding(std::string("parse_pan_output threw: ") + e.what());
  }
  return 0;
}
