// pan's sources as spin -a writes them, and the changes mokert makes to them before compiling.
#pragma once
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace mokert {

// pan.m as spin -a writes it, with the search depth put back before uerror where a c_expr's
// precondition fails. SPIN's code for it raises the depth to record the failing step and
// uerror raises it once more: the trail ended with a frame past the failure, left from a
// deeper path searched before (pan -r ran that step on a process that had ended and crashed),
// and with -e the search went on one frame off. Lowered again, uerror's own raise records the
// failing step as it does for a c_code precondition.
std::string pan_m_with_c_expr_depth_fixed(const std::string& pan_m);

// The fixed-size arrays among each process's locals, by the name embedded C reaches the
// process with: {"Pp_worker": {"buf"}}, read from pan.h's process structs.
using OwnArrays = std::map<std::string, std::set<std::string>>;
OwnArrays own_arrays(const std::string& pan_h);

// True when the text of a c_code/c_expr reads and writes nothing but the locals of the
// process that runs it (Pp_f->x, Pp_f->s.f, Pp_f->a[i] of an array in `arrays`), with numbers,
// casts to arithmetic types and operators: no call, no dereference, no C global, no `now.`.
// errno counts as local: the extractor loads and saves it per process (translate_errno.hpp).
bool c_touches_only_own_locals(std::string_view body, const OwnArrays& arrays = {});

// pan.t with every c_code/c_expr statement whose body (from pan.c's table) touches only its
// process's locals, and whose precondition (pan.m) does too or is an array-bound check on
// them, marked local. spin -a takes any
// embedded C with a '(' for global, so `Pp_f->k < (Pp_f->n)` or a cast made every step of a
// local loop a point where all threads interleave; marked local, partial-order reduction runs
// them as one. Statements SPIN already took for local, and every other line, are unchanged.
std::string pan_t_with_local_c_code(const std::string& pan_t, const std::string& pan_c, const std::string& pan_m,
                                    const OwnArrays& arrays = {});

} // namespace mokert
