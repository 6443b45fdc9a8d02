/* SV-COMP's conventions in the replayed program (translation-scripts/svcomp.lut models them):
 * the nondeterministic inputs return the values the counterexample chose, in the model's order
 * per thread; an assumption that fails ends the thread (that execution does not exist); the
 * atomic sections exclude each other as in the model (one lock). Weak, so a program that
 * defines one of them keeps its own. */
#define _GNU_SOURCE
#include "mokert_runtime_internal.h"

#include <stdlib.h>

/* One lock for every atomic section and __VERIFIER_atomic_* function; a thread takes it once
 * however deep it nests them (mk_atomic_depth). */
static pthread_mutex_t mk_atomic_lock = PTHREAD_MUTEX_INITIALIZER;

#define MK_NONDET(type, name) \
  __attribute__((weak)) type __VERIFIER_nondet_##name(void) { return (type)mokert_forced_value("__VERIFIER_nondet_" #name); }

MK_NONDET(int, int)
MK_NONDET(unsigned int, uint)
MK_NONDET(unsigned int, unsigned)
MK_NONDET(_Bool, bool)
MK_NONDET(_Bool, _Bool)
MK_NONDET(char, char)
MK_NONDET(unsigned char, uchar)
MK_NONDET(short, short)
MK_NONDET(unsigned short, ushort)
MK_NONDET(long, long)
MK_NONDET(unsigned long, ulong)
MK_NONDET(long long, longlong)
MK_NONDET(unsigned long long, ulonglong)
MK_NONDET(unsigned long, size_t)
MK_NONDET(unsigned int, u32)
MK_NONDET(unsigned short, u16)
MK_NONDET(unsigned char, u8)

__attribute__((weak)) void *__VERIFIER_nondet_pointer(void) { return 0; }

__attribute__((weak)) void __VERIFIER_assume(int cond) {
  if (cond) return;
  if (mokert_test_started) {
    pthread_mutex_lock(&mk.lock);
    mk_log("assume-failed id=%d call=__VERIFIER_assume", mk_self);
    pthread_mutex_unlock(&mk.lock);
  }
  /* The thread ends here: an atomic section it is in ends with it (pthread_exit runs no
   * cleanup of C code). */
  if (mk_atomic_depth > 0) {
    mk_atomic_depth = 0;
    mokert_mutex_unlock(&mk_atomic_lock, "__VERIFIER_atomic", "__VERIFIER_assume");
  }
  pthread_exit(0);
}


static void mk_atomic_take(const char *where) {
  if (mk_atomic_depth++ == 0) mokert_mutex_lock(&mk_atomic_lock, "__VERIFIER_atomic", where);
}

static void mk_atomic_drop(const char *where) {
  if (mk_atomic_depth > 0 && --mk_atomic_depth == 0) {
    mokert_mutex_unlock(&mk_atomic_lock, "__VERIFIER_atomic", where);
    mk_atomic_flush();
  }
}

__attribute__((weak)) void __VERIFIER_atomic_begin(void) { mk_atomic_take("__VERIFIER_atomic_begin"); }

__attribute__((weak)) void __VERIFIER_atomic_end(void) { mk_atomic_drop("__VERIFIER_atomic_end"); }

int mokert_atomic_enter(const char *function) {
  mk_atomic_take(function);
  return 0;
}

void mokert_atomic_leave(int *token) {
  (void)token;
  mk_atomic_drop("__VERIFIER_atomic_function");
}

void mokert_reach_error(const char *where) {
  if (!mokert_test_started) return;
  char at[256];
  mk_word(at, sizeof at, where);
  pthread_mutex_lock(&mk.lock);
  mk_log("reach-error id=%d at=%s", mk_self, at);
  pthread_mutex_unlock(&mk.lock);
}

/* The older name of the error: abort() as reach_error does without a message. */
__attribute__((weak)) void __VERIFIER_error(void) {
  mokert_reach_error("__VERIFIER_error");
  abort();
}

/* SV-COMP tasks may only declare reach_error() (an undefined call is the error): the program
 * then links with this one, which logs and aborts like the usual `assert(0)` definition. */
__attribute__((weak)) void reach_error(void) {
  mokert_reach_error("reach_error");
  abort();
}
