/* A counter bumped through `#define INC(x) ((x)++)`: the macro's whole use is the statement
 * `INC(count);`, an unlocked increment, and two threads lose one. The instrumenter writes the
 * use out to cut it between load and store (no side of it is text of the file).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: count == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

#define INC(x) ((x)++)
static int count;

static void *worker(void *arg) {
  (void)arg;
  INC(count);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(count == 2);
  return 0;
}
