// errno per model thread: in pan every model thread is one real thread, so C's errno would be
// one variable that every thread's library calls overwrite, outside the searched state.
#pragma once
#include <string>
#include <vector>

#include "translate_buffer.hpp"

namespace mokert {

// The Promela local of each proctype that holds its thread's errno.
inline constexpr const char* kErrnoSlot = "mokert_errno";

// Rewrites one proctype's lines so that its thread has its own errno, kept in `slot` (the
// local's C name, `Pp_f->mokert_errno`): every c_code body loads errno from the slot first and
// saves it after, so that a library call sets this thread's errno; a c_expr or a c_code guard,
// which cannot assign, reads the slot in place of errno.
void keep_errno_per_thread(std::vector<PmlLine>& lines, const std::string& slot);

} // namespace mokert
