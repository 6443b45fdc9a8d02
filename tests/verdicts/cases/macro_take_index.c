/* Items taken through the program's macro `#define TAKE() (buf[len++])`, `int v = TAKE();`,
 * with no lock: both threads read len 0 and take item 0; item 1 is never taken.
 * The increment inside a larger expression of the macro's body used to be one step of the model
 * (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: seen[0] && seen[1]
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#define TAKE() (buf[len++])
static int buf[2] = {0, 1};
static int len;
static int seen[2];
static void *worker(void *arg) {
  (void)arg;
  int v = TAKE();
  seen[v] = 1;
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(seen[0] && seen[1]);
  return 0;
}
