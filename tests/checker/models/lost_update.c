/* Two threads increment a shared counter without a lock: one update can be lost. */
#include <assert.h>
#include <pthread.h>

int count = 0;

void *worker(void *arg) {
  int tmp = count;
  tmp = tmp + 1;
  count = tmp;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(count == 2);
  return 0;
}
