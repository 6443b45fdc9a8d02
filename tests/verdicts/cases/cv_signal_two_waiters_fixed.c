/* cv_signal_two_waiters fixed: opening the gate wakes every waiter (pthread_cond_broadcast).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

static pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_cv = PTHREAD_COND_INITIALIZER;
static int open_gate = 0;
static int started = 0;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&gate_lock);
  while (!open_gate)
    pthread_cond_wait(&gate_cv, &gate_lock);
  started = started + 1;
  pthread_mutex_unlock(&gate_lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_mutex_lock(&gate_lock);
  open_gate = 1;
  pthread_cond_broadcast(&gate_cv);
  pthread_mutex_unlock(&gate_lock);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
