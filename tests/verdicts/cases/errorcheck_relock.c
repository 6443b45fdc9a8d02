/* A counter with an error-checking mutex: bump() is called from add_twice() with the lock held;
 * its relock returns EDEADLK, which bump() takes for "not locked, give up", so one of the two
 * increments is lost and the final check fails. Written for mokert's verdict corpus.
 *
 * CLASS: errorcheck-mutex
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: count == 4
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t count_lock;
static int count = 0;

static void bump(void) {
  int rc = pthread_mutex_lock(&count_lock);
  if (rc != 0)
    return;                    /* EDEADLK when the caller already holds it: the bump is lost */
  count = count + 1;
  pthread_mutex_unlock(&count_lock);
}

static void *add_twice(void *arg) {
  (void)arg;
  bump();
  pthread_mutex_lock(&count_lock);
  bump();
  pthread_mutex_unlock(&count_lock);
  return 0;
}

int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&count_lock, &attr);
  pthread_t a, b;
  pthread_create(&a, 0, add_twice, 0);
  pthread_create(&b, 0, add_twice, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(count == 4);
  return 0;
}
