/* A false alarm a Modex user's script makes: it hides `issued++` (taken for bookkeeping), so in
 * the model a ticket leaves the pool without being counted, and the script's monitor, which
 * checks when both clerks are done that every ticket is in the pool or issued, fails. The
 * program keeps the count under its lock and the sum is right. The monitor's condition, tested
 * on the program after the last step, holds: a false alarm, said with that reason. Written for
 * mokert's verdict corpus.
 *
 * CLASS: script-property
 * RUN: mokert run %S/script_monitor_hidden_update.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: NOT_REPRODUCED
 * EXPECT-REASON: property holds on the program
 * EXPECT-EXIT: 4
 */
#include <pthread.h>

int pool = 4, issued, done;
static pthread_mutex_t lk = PTHREAD_MUTEX_INITIALIZER;

static void *clerk(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lk);
  if (pool > 0) {
    pool--;
    issued++;
  }
  done++;
  pthread_mutex_unlock(&lk);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, clerk, 0);
  pthread_create(&b, 0, clerk, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
