/* reserve_in_conditional_return.c with the test under the lock: one of the two clients that
 * want a slot gets it. The client that does not want one never calls reserve() (run before the
 * test, its reservation would take the slot and the last assertion would fail: a false alarm).
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;
static int free_slots = 1;

static int reserve(void) {
  int got = 0;
  pthread_mutex_lock(&slot_lock);
  if (free_slots > 0) {
    free_slots--;
    got = 1;
  }
  pthread_mutex_unlock(&slot_lock);
  return got;
}

static void *client(void *arg) {
  int want = *(int *)arg;
  return want ? (void *)(long)reserve() : NULL;
}

int main(void) {
  pthread_t a, b, c;
  int yes = 1, no = 0;
  void *ra, *rb, *rc;
  pthread_create(&a, NULL, client, &yes);
  pthread_create(&b, NULL, client, &yes);
  pthread_create(&c, NULL, client, &no);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  pthread_join(c, &rc);
  assert(free_slots >= 0);
  assert((long)ra + (long)rb == 1 && rc == NULL);
  return 0;
}
