/* Events logged through `#define LOG_EVENT(e) record((e), seq++)`, the increment an argument of a
 * function the file defines, with no lock: both threads take sequence number 0.
 * The increment inside a larger expression of the macro's body used to be one step of the model
 * (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: seq == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#define LOG_EVENT(e) record((e), seq++)
static int seq;
static int events[4];
static void record(int e, int n) {
  if (n < 4)
    events[n] = e;
}
static void *worker(void *arg) {
  LOG_EVENT((int)(long)arg);
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)1);
  pthread_create(&t2, NULL, worker, (void *)2);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(seq == 2);
  return 0;
}
