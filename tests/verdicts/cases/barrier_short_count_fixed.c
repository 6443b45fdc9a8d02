/* barrier_short_count fixed: the barrier counts the workers that are started, and each reads
 * its neighbour's first-phase value after it. Written for mokert's verdict corpus.
 *
 * CLASS: barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

#define NWORKERS 2

struct arg {
  int id;
  int out;
};

static pthread_barrier_t phase_bar;
static int stage1[NWORKERS];

static void *worker(void *p) {
  struct arg *a = p;
  stage1[a->id] = a->id + 1;
  pthread_barrier_wait(&phase_bar);
  a->out = stage1[(a->id + 1) % NWORKERS];
  assert(a->out == (a->id + 1) % NWORKERS + 1);
  return 0;
}

int main(void) {
  pthread_t t[NWORKERS];
  struct arg args[NWORKERS];
  pthread_barrier_init(&phase_bar, 0, NWORKERS);
  for (int i = 0; i < NWORKERS; i++) {
    args[i].id = i;
    pthread_create(&t[i], 0, worker, &args[i]);
  }
  for (int i = 0; i < NWORKERS; i++)
    pthread_join(t[i], 0);
  return args[0].out == 2 ? 0 : 1;
}
