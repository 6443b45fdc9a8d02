/* Worker threads started in a loop, each with a pointer to its slot of an args array, meet at
 * a barrier between two phases. The barrier was initialised for 3 threads, but only 2 workers
 * are started: both wait at the barrier for ever. Written for mokert's verdict corpus.
 *
 * CLASS: barrier
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: phase_bar
 * EXPECT-EXIT: 1
 */
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
  return 0;
}

int main(void) {
  pthread_t t[NWORKERS];
  struct arg args[NWORKERS];
  pthread_barrier_init(&phase_bar, 0, NWORKERS + 1);   /* counts a thread that never comes */
  for (int i = 0; i < NWORKERS; i++) {
    args[i].id = i;
    pthread_create(&t[i], 0, worker, &args[i]);
  }
  for (int i = 0; i < NWORKERS; i++)
    pthread_join(t[i], 0);
  return args[0].out == 2 ? 0 : 1;
}
