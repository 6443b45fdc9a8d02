/* A property stated as an LTL formula over a C global, as a SPIN user writes it: the script
 * declares `reserved` in %P so that Promela sees the program's variable, and asks that it never
 * exceeds the one seat there is. Two booking threads check for a free seat and then take it
 * without a lock between the check and the update (check-then-act): both can pass the check.
 * The code asserts nothing; the never claim does. The replay must test the claim's condition on
 * the program's `reserved`. Written for mokert's verdict corpus.
 *
 * CLASS: script-property
 * RUN: mokert run %S/script_ltl_slots.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: never claim
 * EXPECT-EXIT: 1
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
  pthread_mutex_unlock(&seat_lock);
  if (!full) {
    pthread_mutex_lock(&seat_lock);
    reserved = reserved + 1;
    pthread_mutex_unlock(&seat_lock);
    ok = 1;
  }
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
