/* Fixed: PUSH under a mutex. Written for mokert's verdict corpus.
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
#define PUSH(v) (stack[top++] = (v))
static int stack[4];
static int top;
static void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  PUSH((int)(long)arg);
  pthread_mutex_unlock(&lock);
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
