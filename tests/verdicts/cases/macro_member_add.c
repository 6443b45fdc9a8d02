/* Two ways to bump a struct's counter through the program's macros, one per thread:
 * `do { (s)->counter++; } while (0)` and `((v)->counter += (n))`. Neither locks, so the two
 * threads lose one increment.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: stats.counter == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

struct vec { int counter; };
#define vec_add_unsafe(v, n) ((v)->counter += (n))
#define BUMP(s) do { (s)->counter++; } while (0)
static struct vec stats;

static void *worker(void *arg) {
  if (arg)
    BUMP(&stats);
  else
    vec_add_unsafe(&stats, 1);
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
