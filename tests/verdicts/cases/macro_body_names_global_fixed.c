/* Fixed: the read and the reservation under one mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

#define CURRENT() (count)
#define RESERVE() (count = count + 1)
static int count;
static int slot[2];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_lock(&lock);
  int seen = CURRENT();
  RESERVE();
  pthread_mutex_unlock(&lock);
  slot[i] = seen;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)0);
  pthread_create(&t2, NULL, worker, (void *)1);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(count == 2);
  return 0;
}
