/* sync_fetch_then_plain_store with the increment done by the builtin itself
 * (`__sync_add_and_fetch(&hits, 1)`), its result kept in a local. Written for mokert's verdict
 * corpus.
 *
 * CLASS: atomic-read-plain-store
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static int hits;
static int seen[2];

static void *count(void *arg) {
  int me = *(int *)arg;
  int now = __sync_add_and_fetch(&hits, 1);
  seen[me] = now;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  int i0 = 0, i1 = 1;
  pthread_create(&a, NULL, count, &i0);
  pthread_create(&b, NULL, count, &i1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(hits == 2 && seen[0] + seen[1] == 3);
  return 0;
}
