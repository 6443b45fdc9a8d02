/* Threads started from a table of start functions. The writer keeps the two halves of a pair
 * equal under a lock; the reader reads them without it and can see one half updated.
 * Written for mokert's verdict corpus.
 *
 * CLASS: function-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: a == b
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

static pthread_mutex_t pair_mu = PTHREAD_MUTEX_INITIALIZER;
static int lo, hi;

static void *reader(void *arg) {
  (void)arg;
  int a = lo;
  int b = hi;
  assert(a == b);
  return NULL;
}

static void *writer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&pair_mu);
  lo = 1;
  hi = 1;
  pthread_mutex_unlock(&pair_mu);
  return NULL;
}

int main(void) {
  void *(*starts[])(void *) = {reader, writer};
  pthread_t tids[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&tids[i], NULL, starts[i], NULL);
  for (int i = 0; i < 2; i++)
    pthread_join(tids[i], NULL);
  return 0;
}
