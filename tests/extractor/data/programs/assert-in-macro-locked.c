/* expect: errors: 0
 * assert-in-macro.c with the check and the take under one mutex: the balance never goes below
 * zero, so the assert(0) inside the program's macros is never reached (and, modelled as an
 * assertion, never stops pan). Written for mokert. */
#include <assert.h>
#include <pthread.h>

#define BUG() assert(0)
#define CHECK(c)      \
  do {                \
    if (!(c)) BUG();  \
  } while (0)

int balance = 1;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *take(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  if (balance > 0) {
    int seen = balance;
    balance = seen - 1;
  }
  CHECK(balance >= 0);
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, take, 0);
  pthread_create(&b, 0, take, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(balance == 0);
  return 0;
}
