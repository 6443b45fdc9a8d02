/* size_t_reserve_wraps with the room checked under the lock that subtracts: the budget never
 * wraps. Written for mokert's verdict corpus.
 *
 * CLASS: unsigned-wrap
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>
#include <stddef.h>

#define BUDGET 6

static pthread_mutex_t budget_lock = PTHREAD_MUTEX_INITIALIZER;
static size_t remaining = BUDGET;

static int reserve(size_t n) {
  int rc = -1;
  pthread_mutex_lock(&budget_lock);
  if (remaining >= n) {
    remaining -= n;
    rc = 0;
  }
  pthread_mutex_unlock(&budget_lock);
  return rc;
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
