/* Two workers fill their slot, meet at a pthread barrier, then worker 0 sums the slots while
 * worker 1 already clears its slot for the next round: the second phase lacks a barrier of its
 * own, and the sum can miss worker 1's value. Written for mokert's verdict corpus.
 *
 * CLASS: barrier-phase
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-EXIT: 1
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
  else
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
