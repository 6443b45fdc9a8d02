/* expect: errors: 0
 * Two threads parse through one helper that sets and reads errno around strtol (and keeps it in
 * a local before strerror); each thread's errno is its own, so neither sees the other's ERANGE.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

struct job { const char *text; long value; int err; };
static struct job jobs[2] = {{"41", 0, 0}, {"x99999999999999999999999", 0, 0}};
static int done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static int parse_num(const char *s, long *out) {
  char *end;
  errno = 0;
  long v = strtol(s[0] == 'x' ? s + 1 : s, &end, 10);
  if (errno != 0) {
    int saved = errno;
    fprintf(stderr, "parse %s: %s\n", s, strerror(saved));
    return -saved;
  }
  *out = v;
  return 0;
}

static void *run(void *arg) {
  struct job *j = arg;
  j->err = parse_num(j->text, &j->value);
  pthread_mutex_lock(&m);
  done++;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, run, &jobs[0]);
  pthread_create(&b, NULL, run, &jobs[1]);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(done == 2);
  assert(jobs[0].err == 0 && jobs[0].value == 41);
  assert(jobs[1].err == -ERANGE);
  return 0;
}
