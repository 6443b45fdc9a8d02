// expect: safe
// The worker aborts the program right after setting the flag: main's check never runs after it.
extern void abort(void);
void reach_error(void) {}
#include <pthread.h>

int flag;

void *worker(void *arg) {
  flag = 1;
  abort();
  return 0;
}

int main(void) {
  pthread_t w;
  pthread_create(&w, 0, worker, 0);
  pthread_join(w, 0);
  if (flag) {
    reach_error();
  }
  return 0;
}
