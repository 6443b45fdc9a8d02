/* mokert Promela runtime: SV-COMP's conventions for the table translation-scripts/svcomp.lut
 * (used automatically when a program calls reach_error or __VERIFIER_*). Written for mokert;
 * see docs/translation-scripts.md.
 *
 *   reach_error()              an assertion violation, unless the execution already ended
 *   __VERIFIER_assert(c)       the same when c is false
 *   abort()                    ends the execution: the thread ends, and every later reach_error
 *                              passes (that execution does not exist in C)
 *   __VERIFIER_assume(c)       a guard: when c is false the execution ends, as for abort
 *   __VERIFIER_nondet_T()      a choice over MOKERT_NONDET_MIN..MAX (the lookup puts the numbers of
 *                              %nondet / @nondet in; bool and char kinds have their own ranges)
 *   __VERIFIER_atomic_begin/end  one global lock that every atomic section takes: atomic sections
 *                              exclude each other (C statements outside them still interleave,
 *                              which explores more interleavings than SV-COMP's semantics: no bug
 *                              is missed, a false alarm is possible)
 * Primitives are cpp macros so that SPIN reports their steps at the C call's line.
 */
#ifndef MOKERT_SVCOMP_PML
#define MOKERT_SVCOMP_PML

/* The execution ended in C (abort, failed assume): nothing after it is a real behaviour. */
bool svcomp_ended;
/* Holder of the atomic-section lock: _pid + 1, 0 when free. */
byte svcomp_atomic_owner;

#define svcomp_reach_error() assert(svcomp_ended)
#define svcomp_assert(c) assert(svcomp_ended || (c))
/* The condition as C (it reads C data: `__VERIFIER_assert(v[0] == 'X')` with v a C pointer). */
#define svcomp_assert_c(c) assert(svcomp_ended || c_expr { (c) })

#define svcomp_abort() atomic { svcomp_ended = true; goto mokert_return }

/* A failed check ends the execution in the same step: were the end a step of its own, a
   counterexample could park the thread between the two (decided to end, not yet ended), a point
   the replay cannot hold the C at when the check is a call (`assume_abort_if_not(c)` aborts
   inside it). Parked before the check, the thread leaves the same states to the others. */
#define svcomp_assume(c) \
  atomic { \
  if \
  :: (c) \
  :: else -> svcomp_ended = true; goto mokert_return \
  fi }

/* The condition as C (it reads C data, or a pointer a helper was given: `assume(*m == 0)`). */
#define svcomp_assume_c(c) \
  atomic { \
  if \
  :: c_expr { (c) } \
  :: else -> svcomp_ended = true; goto mokert_return \
  fi }

/* The start written out: SPIN puts a label before a select (a C loop's head) on the select's
   loop, past its start, so a C loop going back would choose from the last pass's value up. */
#define svcomp_nondet(x, lo, hi) x = lo; select(x : lo .. hi)

#define svcomp_atomic_begin() \
  atomic { svcomp_atomic_owner == 0 -> svcomp_atomic_owner = _pid + 1 }

#define svcomp_atomic_end() \
  atomic { assert(svcomp_atomic_owner == _pid + 1); svcomp_atomic_owner = 0 }

#endif
