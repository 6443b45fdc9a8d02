/* expect: assertion violated
 * A program that declares a C library function itself instead of including its header
 * (`int rand(void);`): pan links it, so it is no undefined call (it was an input error).
 * Written for mokert. */
#include <assert.h>
#include <pthread.h>

int rand(void);
int total;

static void *worker(void *arg) {
  (void)arg;
  int bonus = rand() % 1;
  int t = total;
  total = t + 1 + bonus;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total == 2);
  return 0;
}
