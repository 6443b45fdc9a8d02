// Dispatch on the replay target; writes verdict-N.xml for every outcome.
#include <filesystem>

#include "mokert/error.hpp"
#include "mokert/replay.hpp"
#ifdef MOKERT_HAVE_KMOD
#include "mokert/kmod.hpp"
#endif

namespace mokert {

bool kmod_available() {
#ifdef MOKERT_HAVE_KMOD
  return true;
#else
  return false;
#endif
}

Verdict replay_counterexample(const ReplayRequest& given) {
  // Absolute, because the replay runs compilers and programs in folders of their own.
  ReplayRequest request = given;
  request.work_dir = std::filesystem::absolute(given.work_dir);
  if (request.target.empty() || request.target == "user") return replay_user(request);
  if (request.target == "kmod") {
#ifdef MOKERT_HAVE_KMOD
    return replay_kmod(request);
#else
    throw InputError("--target kmod is not available in this build of mokert (the kernel-module target, "
                     "replay/src/kmod_*.cpp, is not built in); use --target user for pthread programs");
#endif
  }
  throw InputError("unknown replay target '" + request.target + "'; use user or kmod");
}

} // namespace mokert
