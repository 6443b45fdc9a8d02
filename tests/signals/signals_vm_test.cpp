// A signal to mokert while QEMU boots the kernel for a kmod replay ends QEMU too.
#include <gtest/gtest.h>

#include "signal_harness.hpp"
#include "test_folder.hpp"

namespace mokert::test {
namespace {

class KmodBootInterrupted : public ::testing::TestWithParam<int> {};

TEST_P(KmodBootInterrupted, NoQemuOutlivesMokert) {
  TestFolder folder("signal-kmod");
  const std::string prx = std::string(MOKERT_SOURCE_DIR) + "/examples/kmod-list/buggy/kmod_list.prx";
  // Extracting, SPIN and kbuild come first: a generous wait for QEMU to start.
  interrupt_during({"run", prx, "-o", folder.path().string()}, "qemu-system", GetParam(), folder.path(),
                   std::chrono::seconds(600));
}

INSTANTIATE_TEST_SUITE_P(Signals, KmodBootInterrupted, ::testing::Values(SIGINT, SIGTERM, SIGHUP),
                         [](const ::testing::TestParamInfo<int>& i) { return signal_name(i.param); });

} // namespace
} // namespace mokert::test
