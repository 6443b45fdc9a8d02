/* A bank account whose deposit() and transfer() share one recursive mutex: transfer() holds it
 * and calls deposit(), which takes it again. With PTHREAD_MUTEX_RECURSIVE set through the
 * attribute that is correct; both threads' updates are kept. Written for mokert's verdict corpus.
 *
 * CLASS: recursive-mutex
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t acct_lock;
static int balance = 0;
static int moves = 0;

static void deposit(int amount) {
  pthread_mutex_lock(&acct_lock);
  balance = balance + amount;
  pthread_mutex_unlock(&acct_lock);
}

static void transfer_in(int amount) {
  pthread_mutex_lock(&acct_lock);
  moves = moves + 1;
  deposit(amount);             /* takes acct_lock a second time: fine, it is recursive */
  pthread_mutex_unlock(&acct_lock);
}

static void *teller(void *arg) {
  (void)arg;
  transfer_in(5);
  return 0;
}

int main(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&acct_lock, &attr);
  pthread_mutexattr_destroy(&attr);
  pthread_t a, b;
  pthread_create(&a, 0, teller, 0);
  pthread_create(&b, 0, teller, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(balance == 10 && moves == 2);
  return 0;
}
