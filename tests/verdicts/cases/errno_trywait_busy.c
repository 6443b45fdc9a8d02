/* Three workers share two slots (a semaphore); a worker that finds none free (sem_trywait fails
 * with errno EAGAIN) counts itself busy, any other failure aborts. The served count is kept
 * without the lock while two workers may hold a slot at once: a lost update. Before 2026-11-27
 * the model's sem_trywait set no errno, so its failure took the abort path the program never
 * takes. Written for mokert's verdict corpus.
 *
 * CLASS: errno-trywait
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: served + busy == 3
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>

static sem_t slots;
static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int served;
static int busy;

static void *worker(void *arg) {
  (void)arg;
  if (sem_trywait(&slots) == 0) {
    served++;
    sem_post(&slots);
  } else if (errno == EAGAIN) {
    pthread_mutex_lock(&stats_lock);
    busy++;
    pthread_mutex_unlock(&stats_lock);
  } else {
    abort();
  }
  return NULL;
}

int main(void) {
  pthread_t t[3];
  sem_init(&slots, 0, 2);
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(served + busy == 3);
  return 0;
}
