/* script_ltl_slots.c with the check and the update under one hold of the lock: the LTL bound
 * holds. Written for mokert's verdict corpus.
 *
 * CLASS: script-property
 * RUN: mokert run %S/script_ltl_slots_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

#define SEATS 1
int reserved;
static pthread_mutex_t seat_lock = PTHREAD_MUTEX_INITIALIZER;

static void *book(void *arg) {
  int ok = 0;
  pthread_mutex_lock(&seat_lock);
  int full = reserved >= SEATS;
  if (!full) {
    reserved = reserved + 1;
    ok = 1;
  }
  pthread_mutex_unlock(&seat_lock);
  printf("%s: %s\n", (const char *)arg, ok ? "booked" : "sold out");
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, book, "ann");
  pthread_create(&b, 0, book, "bob");
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
