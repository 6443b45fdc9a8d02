/* Two threads format a status line into one shared buffer with snprintf and record its length;
 * the length and the text are written outside the lock that the reader of the line takes, so the
 * recorded length can belong to the other thread's text.
 * Written for mokert's verdict corpus.
 *
 * CLASS: atomicity-two-locks
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: line_len
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <assert.h>

static pthread_mutex_t line_mu = PTHREAD_MUTEX_INITIALIZER;
static char line[32];
static int line_len;

static void *status(void *arg) {
  long n = (long)arg;
  int len = snprintf(line, sizeof line, "worker %ld", n);
  line_len = len;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, status, (void *)1L);
  pthread_create(&b, NULL, status, (void *)22L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_mutex_lock(&line_mu);
  assert(line_len == (int)strlen(line));
  pthread_mutex_unlock(&line_mu);
  return 0;
}
