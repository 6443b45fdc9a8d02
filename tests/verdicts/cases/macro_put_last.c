/* References dropped through `#define PUT(o) (--(o)->refs == 0)`, `if (PUT(o))`, with no lock:
 * both threads read 2 and store 1, so no one sees the last reference go and nothing is released.
 * The increment inside a larger expression of the macro's body used to be one step of the model
 * (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: released == 1
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
struct obj { int refs; };
#define PUT(o) (--(o)->refs == 0)
static struct obj shared_obj = {2};
static int released;
static void *worker(void *arg) {
  struct obj *o = arg;
  if (PUT(o))
    released = 1;
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, &shared_obj);
  pthread_create(&t2, NULL, worker, &shared_obj);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(released == 1);
  return 0;
}
