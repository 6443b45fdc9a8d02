/* Two bit-fields of one struct written by two threads, each under its own lock: in C a store to a
 * bit-field rewrites the storage unit it shares with the other, so one thread can lose the other's
 * bit (a data race). The model stores each field alone and cannot find it; before 2026-11-27 its
 * complete search said "proved" (exit 0). Now the search is bounded by that and is no proof (exit
 * 3), naming the fields. Written for mokert's verdict corpus.
 *
 * CLASS: bitfield-two-locks
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 3
 */
#include <pthread.h>
#include <assert.h>

struct dev {
  unsigned ready : 1;
  unsigned error : 1;
  unsigned count : 6;
};
static struct dev d;
static pthread_mutex_t ready_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t error_lock = PTHREAD_MUTEX_INITIALIZER;

static void *set_ready(void *arg) {
  (void)arg;
  pthread_mutex_lock(&ready_lock);
  d.ready = 1;
  pthread_mutex_unlock(&ready_lock);
  return 0;
}

static void *set_error(void *arg) {
  (void)arg;
  pthread_mutex_lock(&error_lock);
  d.error = 1;
  pthread_mutex_unlock(&error_lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, set_ready, 0);
  pthread_create(&b, 0, set_error, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(d.ready == 1 && d.error == 1);
  return 0;
}
