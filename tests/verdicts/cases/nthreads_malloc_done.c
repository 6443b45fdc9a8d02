/* NTHREADS workers whose ids live in a malloc'd array; each yields in its loop and then counts
 * itself done with an unlocked increment.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: done == NTHREADS
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <assert.h>

#define NTHREADS 3

static int done;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++)
    sched_yield();
  done = done + 1;
  return NULL;
}

int main(void) {
  pthread_t *tids = malloc(NTHREADS * sizeof *tids);
  if (!tids)
    return 1;
  for (int i = 0; i < NTHREADS; i++)
    pthread_create(&tids[i], NULL, worker, NULL);
  for (int i = 0; i < NTHREADS; i++)
    pthread_join(tids[i], NULL);
  free(tids);
  assert(done == NTHREADS);
  return 0;
}
