// The kernel-module target: instrumented sources + kernel runtime + driver -> one module ->
// initramfs -> QEMU -> verdict.
#include "mokert/error.hpp"
#include "mokert/kmod.hpp"

namespace mokert {

Verdict replay_kmod(const ReplayRequest&) {
  throw ToolError("--target kmod: the kernel-module replay is being built (issue 5)");
}

} // namespace mokert
