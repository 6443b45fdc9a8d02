/* A worker polls a volatile stop flag and uses a buffer while it runs; main raises the flag and
 * frees the buffer at once, without joining the worker first.
 * Written for mokert's verdict corpus.
 *
 * CLASS: shutdown-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: heap-use-after-free
 * EXPECT-EXIT: 1
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
  free(buf);
  pthread_join(t, NULL);
  return 0;
}
