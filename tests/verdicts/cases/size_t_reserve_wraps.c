/* A byte budget in a size_t. reserve() reads the remaining budget, and subtracts under the lock
 * without checking again: two reservers that both saw enough room subtract twice, the size_t
 * wraps past zero and the remaining budget looks enormous. Written for mokert's verdict corpus.
 *
 * CLASS: unsigned-wrap
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: remaining <= BUDGET
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#include <stddef.h>

#define BUDGET 6

static pthread_mutex_t budget_lock = PTHREAD_MUTEX_INITIALIZER;
static size_t remaining = BUDGET;

static int reserve(size_t n) {
  size_t seen = remaining;
  if (seen < n)
    return -1;
  pthread_mutex_lock(&budget_lock);
  remaining -= n;
  pthread_mutex_unlock(&budget_lock);
  return 0;
}

static void *client(void *arg) {
  (void)arg;
  reserve(4);
  assert(remaining <= BUDGET);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, client, NULL);
  pthread_create(&b, NULL, client, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
