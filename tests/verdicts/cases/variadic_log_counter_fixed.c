/* A logger with a variable argument list, defined by the program, prints with vfprintf and counts
 * its lines under its lock; two threads log once each and both lines are counted.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static int log_lines;

static void log_msg(const char *fmt, ...) {
  va_list ap;
  pthread_mutex_lock(&log_lock);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  log_lines++;
  pthread_mutex_unlock(&log_lock);
}

static void *worker(void *arg) {
  log_msg("worker %ld up\n", (long)arg);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)1L);
  pthread_create(&b, NULL, worker, (void *)2L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_mutex_lock(&log_lock);
  assert(log_lines == 2);
  pthread_mutex_unlock(&log_lock);
  return 0;
}
