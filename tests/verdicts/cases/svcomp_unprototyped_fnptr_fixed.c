/* SV-COMP style, fixed: the recording routine is chosen through a global pointer declared
 * without a prototype (`void (*record)()`); every routine main can swap in updates both
 * counters under the ledger lock, so main's check under that lock always sees them agree.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint-regression tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_unprototyped_fnptr_fixed.c", 15, "reach_error"); }

int sent = 0, acked = 0;
pthread_mutex_t ledger = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t choice = PTHREAD_MUTEX_INITIALIZER;

void record_careful() {
  pthread_mutex_lock(&ledger);
  sent++;
  acked++;
  pthread_mutex_unlock(&ledger);
}

void record_twice() {
  pthread_mutex_lock(&ledger);
  sent += 2;
  acked += 2;
  pthread_mutex_unlock(&ledger);
}

void (*record)() = record_careful;

void *sender(void *arg) {
  void (*r)();
  pthread_mutex_lock(&choice);
  r = record;
  pthread_mutex_unlock(&choice);
  r();
  return 0;
}

int main() {
  pthread_t t;
  pthread_create(&t, 0, sender, 0);
  pthread_mutex_lock(&choice);
  record = record_twice;
  pthread_mutex_unlock(&choice);
  pthread_mutex_lock(&ledger);
  if (sent != acked) reach_error();
  pthread_mutex_unlock(&ledger);
  pthread_join(t, 0);
  return 0;
}
