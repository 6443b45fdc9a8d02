/* Two readers of a settings table check under the read lock whether it needs a refresh, drop
 * the read lock, then take the write lock and check again. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-rwlock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
int version = 0;

static void *refresher(void *arg) {
  pthread_rwlock_rdlock(&table_lock);
  int stale = version < 1;
  pthread_rwlock_unlock(&table_lock);
  if (stale) {
    pthread_rwlock_wrlock(&table_lock);
    if (version < 1)
      version = version + 1;
    pthread_rwlock_unlock(&table_lock);
  }
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, refresher, 0);
  pthread_create(&b, 0, refresher, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
