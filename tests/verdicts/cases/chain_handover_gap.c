/* A token moves along a chain of three slots, each with its own lock (hand-over-hand): the
 * mover drops the lock of the slot it leaves before it takes the lock of the next one, and
 * clears the old slot in between, so an auditor that locks two neighbouring slots in chain
 * order sees the token in neither. Written for mokert's verdict corpus.
 *
 * CLASS: hand-over-hand
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: seen == 1
 * EXPECT-EXIT: 1
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
  chain[0].token = 0;
  pthread_mutex_unlock(&chain[0].lock);    /* released before the next lock is held */
  pthread_mutex_lock(&chain[1].lock);
  chain[1].token = 1;
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
