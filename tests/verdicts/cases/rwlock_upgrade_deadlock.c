/* Two readers of a settings table each decide, while holding the read lock, that the table
 * needs a refresh and ask for the write lock without dropping the read lock: each waits for the
 * other's read lock to go. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-rwlock
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: rwlock `table_lock`
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
int version = 0;

static void *refresher(void *arg) {
  pthread_rwlock_rdlock(&table_lock);
  int stale = version < 1;
  if (stale) {
    pthread_rwlock_wrlock(&table_lock);   /* upgrade while still reading */
    version = version + 1;
    pthread_rwlock_unlock(&table_lock);
  }
  pthread_rwlock_unlock(&table_lock);
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
