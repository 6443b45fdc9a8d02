/* expect: assertion violated
 * <assert.h>'s assert(0) written inside macros the program defines (a BUG() and a CHECK() that
 * uses it): two threads take from a balance of one without a lock, both can see it positive,
 * and the check must be reported by pan as an assertion, not run as a C call of __assert_fail
 * that aborts pan. Written for mokert. */
#include <assert.h>
#include <pthread.h>

#define BUG() assert(0)
#define CHECK(c)      \
  do {                \
    if (!(c)) BUG();  \
  } while (0)

int balance = 1;

void *take(void *arg) {
  (void)arg;
  if (balance > 0) {
    int seen = balance;
    balance = seen - 1;
  }
  CHECK(balance >= 0);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, take, 0);
  pthread_create(&b, 0, take, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
