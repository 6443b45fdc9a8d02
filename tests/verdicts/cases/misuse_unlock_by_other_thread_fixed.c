/* The gate is a semaphore the loader posts.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t gate;
static int config_loaded;

static void *loader(void *arg) {
  (void)arg;
  config_loaded = 1;
  sem_post(&gate);
  return 0;
}

int main(void) {
  pthread_t t;
  sem_init(&gate, 0, 0);
  pthread_create(&t, 0, loader, 0);
  sem_wait(&gate);
  assert(config_loaded == 1);
  pthread_join(t, 0);
  return 0;
}
