/* A worker polls a volatile stop flag and uses a buffer while it runs; main raises the flag,
 * joins the worker, and only then frees the buffer.
 * Written for mokert's verdict corpus.
 *
 * CLASS: shutdown-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>

static volatile int stop;
static int *buf;

static void *worker(void *arg) {
  (void)arg;
  while (!stop) {
    buf[0] = 1;
    sched_yield();
  }
  return NULL;
}

int main(void) {
  pthread_t t;
  buf = malloc(4 * sizeof *buf);
  pthread_create(&t, NULL, worker, NULL);
  stop = 1;
  pthread_join(t, NULL);
  free(buf);
  return 0;
}
