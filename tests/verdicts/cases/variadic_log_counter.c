/* A logger with a variable argument list, defined by the program, prints with vfprintf and counts
 * its lines in a global without a lock; two threads log once each and a count is lost.
 * Written for mokert's verdict corpus. (A variadic function that touched the program's data
 * stopped the extraction with an input error asking for a rule: its `...` has no names. One
 * that uses them only through va_start, vfprintf and va_end is now expanded like any helper.)
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: log_lines == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static int log_lines;

static void log_msg(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  log_lines++;
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
