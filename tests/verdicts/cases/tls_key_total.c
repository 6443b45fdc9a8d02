/* Per-thread tallies kept with pthread_key_create/pthread_getspecific, then added into a shared
 * total at the end of each thread -- without the lock that guards the total.
 * Written for mokert's verdict corpus.
 *
 * CLASS: thread-local-data
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 4
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

static pthread_key_t tally_key;
static pthread_mutex_t total_mu = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void count_event(void) {
  int *mine = pthread_getspecific(tally_key);
  (*mine)++;
}

static void *worker(void *arg) {
  (void)arg;
  int *mine = malloc(sizeof *mine);
  *mine = 0;
  pthread_setspecific(tally_key, mine);
  count_event();
  count_event();
  total += *mine;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_key_create(&tally_key, free);
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_mutex_lock(&total_mu);
  assert(total == 4);
  pthread_mutex_unlock(&total_mu);
  pthread_key_delete(tally_key);
  return 0;
}
