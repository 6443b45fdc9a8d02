/* A shared budget spent by `while (budget--)`: the decrement is the loop's whole condition, with
 * no lock (only the spending locks), so two threads both take the same unit and spend three.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: spent <= 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

static int budget = 2;
static int spent;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  (void)arg;
  while (budget--) {
    pthread_mutex_lock(&m);
    spent++;
    pthread_mutex_unlock(&m);
    if (budget <= 0)
      break;
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(spent <= 2);
  return 0;
}
