// expect: reach_error
// Two threads increment a shared counter through a local copy, without a lock.
void reach_error(void) {}
#include <pthread.h>

int count;

void *bump(void *arg) {
  int t;
  t = count;
  t = t + 1;
  count = t;
  return 0;
}

int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, bump, 0);
  pthread_create(&q, 0, bump, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  if (count != 2) {
    reach_error();
  }
  return 0;
}
