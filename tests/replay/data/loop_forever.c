#include <pthread.h>
#include <unistd.h>

volatile int go = 0;

void *worker(void *arg) {
  go = go + 1;
  while (1) sleep(1);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
