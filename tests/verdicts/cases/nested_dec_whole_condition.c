/* One slot handed out by `if (slots--)`: the decrement is the whole condition, with no lock, and
 * both threads read 1 and get in. It used to be one step with its test, and the search proved
 * the program safe.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: inside <= 1
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

static int slots = 1;
static int inside;

static void *worker(void *arg) {
  (void)arg;
  if (slots--)
    inside++;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(inside <= 1);
  return 0;
}
