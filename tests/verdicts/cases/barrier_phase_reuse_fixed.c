/* Fixed barrier phases: worker 1 clears its slot only after a second wait on the barrier, which
 * worker 0 reaches once it has summed. Written for mokert's verdict corpus.
 *
 * CLASS: barrier-phase
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

static pthread_barrier_t round_end;
static int slot[2];
static int sum;

static void *worker(void *arg) {
  int id = *(int *)arg;
  slot[id] = 10 * (id + 1);
  pthread_barrier_wait(&round_end);
  if (id == 0)
    sum = slot[0] + slot[1];
  pthread_barrier_wait(&round_end);
  if (id == 1)
    slot[1] = 0;
  return NULL;
}

int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  pthread_barrier_init(&round_end, NULL, 2);
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, worker, &ids[i]);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  assert(sum == 30);
  pthread_barrier_destroy(&round_end);
  return 0;
}
