/* Fixed: the numbering runs under a mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>
#include <assert.h>

static int seq;
static int got[2];
static pthread_mutex_t seq_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  int i = (int)(long)arg;
  char buf[16];
  pthread_mutex_lock(&seq_lock);
  got[i] = snprintf(buf, sizeof buf, "%d", seq++) > 0 ? 1 : 0;
  pthread_mutex_unlock(&seq_lock);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)0);
  pthread_create(&t2, NULL, worker, (void *)1);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(seq == 2);
  return 0;
}
