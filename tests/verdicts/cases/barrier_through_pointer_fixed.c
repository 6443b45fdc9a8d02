/* The team of barrier_through_pointer with the read after the barrier, which a helper waits at
 * through its `pthread_barrier_t *` parameter; the serial thread (the wait's result) counts the
 * rounds. Correct. Written for mokert's verdict corpus.
 *
 * CLASS: barrier-through-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

struct team {
  pthread_barrier_t *gate;
  int vals[2];
};

static pthread_barrier_t gate;
static struct team team = {&gate, {0, 0}};
static int rounds;

static int meet(pthread_barrier_t *b) {
  int r = pthread_barrier_wait(b);
  return r;
}

static void *member(void *arg) {
  int me = *(int *)arg;
  team.vals[me] = me + 1;
  if (meet(team.gate) == PTHREAD_BARRIER_SERIAL_THREAD)
    rounds++;
  assert(team.vals[1 - me] == 2 - me);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  int i0 = 0, i1 = 1;
  pthread_barrier_init(team.gate, NULL, 2);
  pthread_create(&a, NULL, member, &i0);
  pthread_create(&b, NULL, member, &i1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_barrier_destroy(team.gate);
  assert(rounds == 1);
  return 0;
}
