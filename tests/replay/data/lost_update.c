#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int counter = 0;

void *worker(void *arg) {
  int tmp = counter;
  counter = tmp + 1;
  return arg;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  printf("counter = %d\n", counter);
  assert(counter == 2);
  return 0;
}
