#include <assert.h>
#include <pthread.h>

int counter = 0;
int limit = 10;

void *worker(void *arg) {
  if (counter > limit) {
    counter = -1;
  }
  counter = counter + 1;
  return arg;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter >= 0);
  return 0;
}
