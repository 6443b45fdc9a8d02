/* A token moves along a chain of slots, each with its own lock, hand over hand: the mover takes
 * the next slot's lock before it lets go of the current one, so an auditor that locks
 * neighbouring slots in chain order always sees the token once. Written for mokert's verdict
 * corpus.
 *
 * CLASS: hand-over-hand
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

struct slot {
  pthread_mutex_t lock;
  int token;
};

struct slot chain[2] = {{PTHREAD_MUTEX_INITIALIZER, 1}, {PTHREAD_MUTEX_INITIALIZER, 0}};

static void *mover(void *arg) {
  pthread_mutex_lock(&chain[0].lock);
  pthread_mutex_lock(&chain[1].lock);
  chain[0].token = 0;
  chain[1].token = 1;
  pthread_mutex_unlock(&chain[0].lock);
  pthread_mutex_unlock(&chain[1].lock);
  return arg;
}

static void *auditor(void *arg) {
  pthread_mutex_lock(&chain[0].lock);
  pthread_mutex_lock(&chain[1].lock);
  int seen = chain[0].token + chain[1].token;
  assert(seen == 1);
  pthread_mutex_unlock(&chain[1].lock);
  pthread_mutex_unlock(&chain[0].lock);
  return arg;
}

int main(void) {
  pthread_t m, a;
  pthread_create(&m, 0, mover, 0);
  pthread_create(&a, 0, auditor, 0);
  pthread_join(m, 0);
  pthread_join(a, 0);
  return 0;
}
