/* Values pushed through `#define PUSH(v) (stack[top++] = (v))` with no lock: both threads
 * read top 0, so one push is lost and top ends at 1.
 * The increment inside a larger expression of the macro's body used to be one step of the model
 * (the lost update proved safe). Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: top == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
#define PUSH(v) (stack[top++] = (v))
static int stack[4];
static int top;
static void *worker(void *arg) {
  PUSH((int)(long)arg);
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)1);
  pthread_create(&t2, NULL, worker, (void *)2);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(top == 2);
  return 0;
}
