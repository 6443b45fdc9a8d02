/* SV-COMP style: a device thread loops on a switch over a nondeterministic event (`case 0:`
 * opens, `case 1:` closes, `case 2:` ends); the close path clears the buffer pointer without
 * the lock that the reader holds. The replay failed: no condition at a `case` label, and the
 * switched value was turned into 0/1 by the condition probe.
 * Written for mokert's verdict corpus in the style of SV-COMP's ldv-races tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_switch_input.c", 18, "reach_error"); }
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
      opened = 0;
      buffer = 0;
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
