/* SV-COMP style, fixed: a device thread loops on a switch over a nondeterministic event
 * (`case 0:` opens, `case 1:` closes, `case 2:` ends); both paths change the state under the
 * lock the reader holds.
 * Written for mokert's verdict corpus in the style of SV-COMP's ldv-races tasks.
 *
 * The range is the claim (a search on the default range is no proof):
 * -1..2 holds every case of the switch and one value that takes none, so the proof
 * over it is the proof for every int.
 *
 * CLASS: svcomp
 * RUN: mokert run %s --nondet -1..2
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_switch_input_fixed.c", 16, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int opened = 0;
int buffer = 0;

void *device(void *arg) {
  while (1) {
    switch (__VERIFIER_nondet_int()) {
    case 0:
      pthread_mutex_lock(&lock);
      opened = 1;
      buffer = 5;
      pthread_mutex_unlock(&lock);
      break;
    case 1:
      pthread_mutex_lock(&lock);
      opened = 0;
      buffer = 0;
      pthread_mutex_unlock(&lock);
      break;
    case 2:
      return arg;
    }
  }
}

void *reader(void *arg) {
  pthread_mutex_lock(&lock);
  if (opened) {
    int b = buffer;
    if (b != 5) {
      reach_error();
      abort();
    }
  }
  pthread_mutex_unlock(&lock);
  return arg;
}

int main(void) {
  pthread_t d, r;
  pthread_create(&d, 0, device, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(d, 0);
  pthread_join(r, 0);
  return 0;
}
