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

// What mark_embedded_c made of pan.t.
struct EmbeddedCMarks {
  std::string pan_t;
  // The first embedded C that runs where no transition names it (a c_expr inside a d_step)
  // and may touch shared data: no transition can be marked for it, so only -DNOREDUCE is sound.
  std::string unplaced;
};

// pan.t with every transition that runs embedded C marked by what that C touches, read from
// pan.c's table of texts and pan.m's case of the transition. spin -a decides by the text alone:
// `now.` or a '(' is global, anything else local. So `Pp_f->k < (Pp_f->n)` or a cast made every
// step of a thread's local loop a point where all threads interleave, and `*Pp_f->p = 1` (a
// shared cell through a local pointer) was taken for local, which only -DNOREDUCE on the whole
// model made sound. Now a transition whose C (preconditions included; an array-bound check
// on the process's own index counts) touches only the process's locals is local when it is
// nothing but that C (unless may_mark_local is false), and any transition whose C may touch
// more is global; partial-order reduction then stays on. Transitions without embedded C are
// unchanged.
EmbeddedCMarks mark_embedded_c(const std::string& pan_t, const std::string& pan_c, const std::string& pan_m,
                               const OwnArrays& arrays = {}, bool may_mark_local = true);

} // namespace mokert
