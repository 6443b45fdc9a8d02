/* expect: assertion violated
 * A logging wrapper formats its arguments with vsnprintf into its own local buffer and hands
 * the line on to a sink that counts lines without a lock. It was an input error (a variadic
 * function that uses the program's data). Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int lines;
static char last[32];

static void sink(const char *line) {
  strncpy(last, line, sizeof last - 1);
  lines++;
}

static void logf_line(const char *fmt, ...) {
  char buf[32];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  sink(buf);
}

static void *worker(void *arg) {
  logf_line("worker %ld", (long)arg);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)1L);
  pthread_create(&b, NULL, worker, (void *)2L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(lines == 2);
  return 0;
}
