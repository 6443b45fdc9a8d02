/* A count taken through a macro inside another, `#define NEXT() (INC(counter) + 1)` with
 * `#define INC(x) ((x)++)`, with no lock: one of two increments is lost. The model used to
 * name `counter` as C does (pan did not compile: a tool failure), and the increment inside the
 * sum was one step with it. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: counter == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#define INC(x) ((x)++)
#define NEXT() (INC(counter) + 1)
static int counter;
static void *worker(void *arg) {
  (void)arg;
  int n = NEXT();
  assert(n > 0);
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(counter == 2);
  return 0;
}
