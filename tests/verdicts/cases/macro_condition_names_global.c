/* A capacity check spelled by the program's macro, `#define IS_FULL() (count >= CAP)`, tested
 * with `if (IS_FULL()) return NULL;` before an unlocked reservation: both threads see room and
 * both reserve. The replay used to stop with ERROR: the map names the condition by its first
 * token inside the parentheses, the instrumenter looked for the parenthesized one.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: count <= CAP
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

#define CAP 1
#define IS_FULL() (count >= CAP)
static int count;

static void *worker(void *arg) {
  (void)arg;
  if (IS_FULL())
    return NULL;
  count = count + 1;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(count <= CAP);
  return 0;
}
