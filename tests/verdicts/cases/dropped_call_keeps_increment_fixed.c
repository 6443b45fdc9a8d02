/* Fixed: the request is numbered under a mutex; the log line stays. The model must keep the
 * increment inside printf's arguments (else the count never moves and SPIN reports a false alarm).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>
#include <assert.h>

static int seq;
static pthread_mutex_t seq_lock = PTHREAD_MUTEX_INITIALIZER;

static void *handler(void *arg) {
  (void)arg;
  pthread_mutex_lock(&seq_lock);
  printf("request %d\n", seq++);
  pthread_mutex_unlock(&seq_lock);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, handler, NULL);
  pthread_create(&t2, NULL, handler, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(seq == 2);
  return 0;
}
