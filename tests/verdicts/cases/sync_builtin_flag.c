/* GCC's __sync builtins: a worker claims a one-shot job with __sync_bool_compare_and_swap in an
 * `if` and counts with __sync_fetch_and_add; only one of two workers may run the job.
 * Written for mokert's verdict corpus.
 *
 * CLASS: hand-made-spinlock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

static int claimed;
static int runs;

static void *worker(void *arg) {
  (void)arg;
  if (__sync_bool_compare_and_swap(&claimed, 0, 1))
    __sync_fetch_and_add(&runs, 1);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(runs == 1);
  return 0;
}
