/* The same recursive mutex, but transfer_in() returns early on a refused amount after taking
 * the lock twice and unlocking once: the teller keeps one hold for ever, and the other teller
 * blocks on the mutex. A real deadlock the recursive count makes: a model that treated the
 * second lock as a self-deadlock would report it for the wrong reason, one that ignored the
 * count would miss it. Written for mokert's verdict corpus.
 *
 * CLASS: recursive-mutex
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: acct_lock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

static pthread_mutex_t acct_lock;
static int balance = 0;

static int deposit(int amount) {
  pthread_mutex_lock(&acct_lock);
  if (amount > 3) {
    return -1;                 /* refused: returns still holding acct_lock */
  }
  balance = balance + amount;
  pthread_mutex_unlock(&acct_lock);
  return 0;
}

static void transfer_in(int amount) {
  pthread_mutex_lock(&acct_lock);
  deposit(amount);
  pthread_mutex_unlock(&acct_lock);
}

static void *small_teller(void *arg) {
  (void)arg;
  transfer_in(2);
  return 0;
}

static void *big_teller(void *arg) {
  (void)arg;
  transfer_in(5);
  return 0;
}

int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&acct_lock, &attr);
  pthread_t a, b;
  pthread_create(&a, 0, big_teller, 0);
  pthread_create(&b, 0, small_teller, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
