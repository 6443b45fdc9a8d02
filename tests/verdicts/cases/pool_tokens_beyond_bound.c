/* A pool of 300 workers started by one macro of the program's header (SPAWN_ALL); a semaphore
 * lets two of them in, and each takes a ticket by reading and bumping a counter without a lock,
 * so the two can take the same ticket. The model runs two workers; the replay used to let the
 * other 298 run freely: they took both semaphore tokens first, the scheduled workers blocked, and
 * the real bug came back STALLED "the model does not model this semaphore". The macro's
 * parenthesised arguments (`(fn)`, `(ids)[k]`) also gave a model SPIN rejected.
 * (No fixed twin: a correct pool is an incomplete search, exit 3, bounded by the model's threads.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: claimed[mine] == 1
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
#include "pool_tokens_beyond_bound.h"

static sem_t tokens;
static int next_ticket;
static int claimed[POOL];

static void *worker(void *arg) {
  (void)arg;
  sem_wait(&tokens);
  int mine = next_ticket;
  next_ticket = mine + 1;
  claimed[mine]++;
  assert(claimed[mine] == 1);
  return 0;
}

int main(void) {
  pthread_t ids[POOL];
  sem_init(&tokens, 0, 2);
  SPAWN_ALL(ids, worker);
  JOIN_ALL(ids);
  return 0;
}
