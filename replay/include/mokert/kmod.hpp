// The kernel-module target (implemented in replay/src/kmod_*.cpp by the kernel part). The
// dispatcher in replay_counterexample calls it only when those sources are built in.
#pragma once
#include "mokert/replay.hpp"

namespace mokert {

Verdict replay_kmod(const ReplayRequest& request);

} // namespace mokert
