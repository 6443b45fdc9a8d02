// The log prefix of replay/runtime/include/mokert_replay.h (MOKERT_LOG_PREFIX), for the C++ side.
#pragma once

namespace mokert {
inline constexpr const char* kLogPrefix = "MOKERT ";
} // namespace mokert
