/* NTHREADS workers whose ids live in a malloc'd array; each counts itself done under a lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <assert.h>

#define NTHREADS 3

static pthread_mutex_t done_mu = PTHREAD_MUTEX_INITIALIZER;
static int done;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++)
    sched_yield();
  pthread_mutex_lock(&done_mu);
  done = done + 1;
  pthread_mutex_unlock(&done_mu);
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
