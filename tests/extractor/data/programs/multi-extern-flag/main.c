/* expect: assertion violated
 * Globals defined in flag.c and used from main.c through `extern` in flag.h: one variable in
 * the model. The reader can see the flag before the data. */
#include <assert.h>
#include <pthread.h>
#include "flag.h"

static void *writer(void *arg) {
  (void)arg;
  publish(42);
  return NULL;
}

static void *reader(void *arg) {
  (void)arg;
  int v = consume();
  assert(v == -1 || v == 42);
  return NULL;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
