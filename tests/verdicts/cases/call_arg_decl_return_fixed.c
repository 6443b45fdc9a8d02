/* Fixed: a transfer lock is held across account_read and account_write.
 * Written for mokert's verdict corpus.
 *
 * CLASS: call-argument-binding
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

struct account {
  pthread_mutex_t lock;
  long balance;
};

static pthread_mutex_t transfer = PTHREAD_MUTEX_INITIALIZER;
static struct account acc = {PTHREAD_MUTEX_INITIALIZER, 100};

static long account_read(struct account *a) {
  long b;
  pthread_mutex_lock(&a->lock);
  b = a->balance;
  pthread_mutex_unlock(&a->lock);
  return b;
}

static long account_write(struct account *a, long b) {
  pthread_mutex_lock(&a->lock);
  a->balance = b;
  pthread_mutex_unlock(&a->lock);
  return b;
}

static void *withdraw(void *arg) {
  long amount = (long)arg;
  pthread_mutex_lock(&transfer);
  long left = account_write(&acc, account_read(&acc) - amount);
  pthread_mutex_unlock(&transfer);
  (void)left;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, withdraw, (void *)10L);
  pthread_create(&t2, NULL, withdraw, (void *)20L);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(acc.balance == 70);
  return 0;
}
