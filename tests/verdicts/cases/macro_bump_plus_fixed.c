/* Fixed: BUMP under a mutex. Written for mokert's verdict corpus.
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
struct stats { int hits; };
#define BUMP(s) ((s)->hits++ + 1)
static struct stats st;
static void *worker(void *arg) {
  struct stats *s = arg;
  pthread_mutex_lock(&lock);
  int n = BUMP(s);
  pthread_mutex_unlock(&lock);
  assert(n >= 1);
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, &st);
  pthread_create(&t2, NULL, worker, &st);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(st.hits == 2);
  return 0;
}
