#include <pthread.h>

int a, b;

void *worker(void *arg) {
  int i;
  for (i = 0; i < 3; i++) { a = a + 1; b = b + 1; }
  if (a > 0 &&
      b > 0)
    a = a
        - 1;
  while (i < 5) i++;
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, &worker, 0);
  pthread_join(t, 0);
  return 0;
}
