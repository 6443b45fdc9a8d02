/* Fixed: both macros take the struct's lock around the update.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

struct vec { pthread_mutex_t lock; int counter; };
#define vec_add(v, n) do { pthread_mutex_lock(&(v)->lock); (v)->counter += (n); pthread_mutex_unlock(&(v)->lock); } while (0)
#define BUMP(s) do { pthread_mutex_lock(&(s)->lock); (s)->counter++; pthread_mutex_unlock(&(s)->lock); } while (0)
static struct vec stats = {PTHREAD_MUTEX_INITIALIZER, 0};

static void *worker(void *arg) {
  if (arg)
    BUMP(&stats);
  else
    vec_add(&stats, 1);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)1);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(stats.counter == 2);
  return 0;
}
