/* Workers get their index as an integer cast to the pointer argument and each sets its own slot; main joins them in a second loop with a counter of the same name: correct.
 * Written for mokert's verdict corpus.
 *
 * CLASS: thread-arg
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
int slot[2];
void *worker(void *arg) {
  long id = (long)arg;
  slot[id] = 1;
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(slot[0] == 1 && slot[1] == 1);
  return 0;
}
