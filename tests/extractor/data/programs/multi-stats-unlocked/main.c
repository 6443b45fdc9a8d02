/* expect: assertion violated
 * A program of two C files and a header: main.c's threads call stats.c's functions through
 * stats.h. Read as one program, the unlocked read-then-write in stats.c is a lost update. */
#include <assert.h>
#include <pthread.h>
#include "stats.h"

static struct stats counters;

static void *serve(void *arg) {
  (void)arg;
  stats_count(&counters);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  stats_setup(&counters);
  pthread_create(&t1, NULL, serve, NULL);
  pthread_create(&t2, NULL, serve, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(stats_total(&counters) == 2);
  return 0;
}
