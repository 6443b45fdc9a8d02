/* Fixed: next_seq() under a mutex. Written for mokert's verdict corpus.
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
#define SEQ_NEXT() (seq++ + 1)
static int seq;
static int used[3];
static int next_seq(void) {
  return SEQ_NEXT();
}
static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  int s = next_seq();
  pthread_mutex_unlock(&lock);
  if (s < 3)
    used[s] = 1;
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(used[1] && used[2]);
  return 0;
}
