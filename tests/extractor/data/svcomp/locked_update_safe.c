// expect: safe
// The same increment under a mutex.
void reach_error(void) {}
#include <pthread.h>

int count;
pthread_mutex_t lock;

void *bump(void *arg) {
  int t;
  pthread_mutex_lock(&lock);
  t = count;
  t = t + 1;
  count = t;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t p, q;
  pthread_mutex_init(&lock, 0);
  pthread_create(&p, 0, bump, 0);
  pthread_create(&q, 0, bump, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  if (count != 2) {
    reach_error();
  }
  return 0;
}
