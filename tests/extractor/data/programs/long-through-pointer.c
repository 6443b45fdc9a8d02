/* expect: errors: 0
 * Workers add to a `long` total and set a `bool` flag through pointers they get as arguments,
 * under a mutex. Both are reached through pointers, so they keep C's layout in pan: as a
 * Promela int (4 bytes) the 8-byte store ran over the next variable, and a Promela bool is a
 * bit-field whose address pan cannot take. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>

struct job {
  long *sum;
  bool *seen;
};

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static long total;
static bool done;
static int after = 7;

static void *worker(void *arg) {
  struct job *j = arg;
  pthread_mutex_lock(&mu);
  *j->sum += 5;
  *j->seen = true;
  pthread_mutex_unlock(&mu);
  return NULL;
}

int main(void) {
  static struct job job = {&total, &done};
  pthread_t a, b;
  pthread_create(&a, NULL, worker, &job);
  pthread_create(&b, NULL, worker, &job);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(total == 10 && done && after == 7);
  return 0;
}
