/* A config table read under the read lock; when a reader finds the entry missing it "upgrades"
 * by taking the write lock while still holding the read lock. POSIX rwlocks have no upgrade:
 * the writer waits for its own read hold for ever. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-rwlock
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: table_lock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

static pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
static int entry = 0;
static int reads = 0;

static int lookup_or_add(void) {
  pthread_rwlock_rdlock(&table_lock);
  if (entry == 0) {
    pthread_rwlock_wrlock(&table_lock);   /* still holds the read lock */
    entry = 7;
    pthread_rwlock_unlock(&table_lock);
  }
  int v = entry;
  pthread_rwlock_unlock(&table_lock);
  return v;
}

static void *client(void *arg) {
  (void)arg;
  if (lookup_or_add() == 7)
    reads = reads + 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, client, 0);
  pthread_join(t, 0);
  return 0;
}
