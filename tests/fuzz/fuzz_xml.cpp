// Every XML artefact reader (MOKERT_FUZZ_READER picks one) on arbitrary bytes, with a round trip:
// what a reader accepts, its writer writes, and reading and writing that again gives the same
// text (the writer's output is a fixed point: nothing a reader accepts is lost or changed on the
// second pass).
#include "fuzz_support.hpp"
#include "mokert/counterexample.hpp"
#include "mokert/files.hpp"
#include "mokert/linemap.hpp"
#include "mokert/schedule.hpp"
#include "mokert/verdict.hpp"
#include "mokert/verification.hpp"

namespace {

// In memory: the reader and writer of text are what read_X and write_X wrap with a file.
template <class Read, class Write> void round_trip(const uint8_t* data, size_t size, Read read, Write write) {
  using namespace mokert;
  fuzz::rejects_cleanly([&] {
    auto value = read(fuzz::text_of(data, size), "fuzz.xml");
    const std::string first = write(value);
    const std::string second = write(read(first, "once.xml"));
    if (second != first)
      fuzz::finding("write(read(x)) is not a fixed point:\n" + printable_message(first, 200, 40) + "\n---\n" +
                    printable_message(second, 200, 40));
  });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mokert;
#if MOKERT_FUZZ_READER == 1
  round_trip(data, size, linemap_from_xml, linemap_to_xml);
#elif MOKERT_FUZZ_READER == 2
  round_trip(data, size, verification_from_xml, verification_to_xml);
#elif MOKERT_FUZZ_READER == 3
  round_trip(data, size, counterexample_from_xml, counterexample_to_xml);
#elif MOKERT_FUZZ_READER == 4
  round_trip(data, size, schedule_from_xml, schedule_to_xml);
#elif MOKERT_FUZZ_READER == 5
  round_trip(data, size, verdict_from_xml, verdict_to_xml);
#else
#error "MOKERT_FUZZ_READER must name a reader (1..5)"
#endif
  return 0;
}
