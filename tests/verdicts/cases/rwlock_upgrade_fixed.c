/* rwlock_upgrade fixed: the reader lets go of the read lock, takes the write lock, and checks
 * again before adding (another client may have added it in between). Written for mokert's
 * verdict corpus.
 *
 * CLASS: deadlock-rwlock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
static int entry = 0;
static int adds = 0;

static int lookup_or_add(void) {
  pthread_rwlock_rdlock(&table_lock);
  int v = entry;
  pthread_rwlock_unlock(&table_lock);
  if (v == 0) {
    pthread_rwlock_wrlock(&table_lock);
    if (entry == 0) {
      entry = 7;
      adds = adds + 1;
    }
    v = entry;
    pthread_rwlock_unlock(&table_lock);
  }
  return v;
}

static void *client(void *arg) {
  (void)arg;
  int v = lookup_or_add();
  assert(v == 7);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, client, 0);
  pthread_create(&b, 0, client, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(adds == 1);
  return 0;
}
