/* rwlock_mutex_cycle fixed: the updater takes the table's write lock before the log mutex,
 * the order the stats thread uses. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-rwlock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

static pthread_rwlock_t route_lock = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static int route = 1;
static int logged = 0;

static void *stats(void *arg) {
  (void)arg;
  pthread_rwlock_rdlock(&route_lock);
  int r = route;
  pthread_mutex_lock(&log_lock);
  logged = r;
  pthread_mutex_unlock(&log_lock);
  pthread_rwlock_unlock(&route_lock);
  return 0;
}

static void *updater(void *arg) {
  (void)arg;
  pthread_rwlock_wrlock(&route_lock);
  pthread_mutex_lock(&log_lock);
  logged = -1;
  route = 2;
  pthread_mutex_unlock(&log_lock);
  pthread_rwlock_unlock(&route_lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, stats, 0);
  pthread_create(&b, 0, updater, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
