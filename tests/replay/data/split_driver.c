/* Test driver for split_worker.c: starts two workers and checks the counter. */
#include <assert.h>
#include <pthread.h>

extern int counter;
void *worker(void *arg);

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
