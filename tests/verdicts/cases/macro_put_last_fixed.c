/* Fixed: PUT under a mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
struct obj { int refs; };
#define PUT(o) (--(o)->refs == 0)
static struct obj shared_obj = {2};
static int released;
static void *worker(void *arg) {
  struct obj *o = arg;
  pthread_mutex_lock(&lock);
  if (PUT(o))
    released = 1;
  pthread_mutex_unlock(&lock);
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
