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

namespace fs = std::filesystem;

template <class Read, class Write> void round_trip(const uint8_t* data, size_t size, Read read, Write write) {
  using namespace mokert;
  const fs::path in = fuzz::scratch() / "in.xml", once = fuzz::scratch() / "once.xml",
                 twice = fuzz::scratch() / "twice.xml";
  write_file_atomic(in, fuzz::text_of(data, size));
  fuzz::rejects_cleanly([&] {
    auto value = read(in);
    write(value, once);
    std::string first = read_file(once);
    auto again = read(once);
    write(again, twice);
    if (read_file(twice) != first)
      fuzz::finding("write(read(x)) is not a fixed point:\n" + printable_message(first, 200, 40) + "\n---\n" +
                    printable_message(read_file(twice), 200, 40));
  });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mokert;
#if MOKERT_FUZZ_READER == 1
  round_trip(data, size, read_linemap, write_linemap);
#elif MOKERT_FUZZ_READER == 2
  round_trip(data, size, read_verification, write_verification);
#elif MOKERT_FUZZ_READER == 3
  round_trip(data, size, read_counterexample, write_counterexample);
#elif MOKERT_FUZZ_READER == 4
  round_trip(data, size, read_schedule, write_schedule);
#elif MOKERT_FUZZ_READER == 5
  round_trip(data, size, read_verdict, write_verdict);
#else
#error "MOKERT_FUZZ_READER must name a reader (1..5)"
#endif
  return 0;
}
