/* A Modex user's property in the script, not in the code: a monitor process in %A waits for the
 * C global `mismatch` and asserts it never gets set. The auditor reads the two halves of a
 * transfer under two separate locks, so it can see the money in neither place and set the flag:
 * a real bug. The program itself checks nothing, so only the script's monitor can tell; the
 * replay must test that monitor's condition on the program, not call the bug a false alarm
 * because no assertion of the code failed. Written for mokert's verdict corpus.
 *
 * CLASS: script-property
 * RUN: mokert run %S/script_monitor_audit.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: script's property fails
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

static int checking = 80, savings = 20;
int mismatch;
static pthread_mutex_t checking_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t savings_lock = PTHREAD_MUTEX_INITIALIZER;

static void *transfer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&checking_lock);
  checking -= 30;
  pthread_mutex_unlock(&checking_lock);
  pthread_mutex_lock(&savings_lock);
  savings += 30;
  pthread_mutex_unlock(&savings_lock);
  return 0;
}

static void *audit(void *arg) {
  (void)arg;
  int c, s;
  pthread_mutex_lock(&checking_lock);
  c = checking;
  pthread_mutex_unlock(&checking_lock);
  pthread_mutex_lock(&savings_lock);
  s = savings;
  pthread_mutex_unlock(&savings_lock);
  if (c + s != 100)
    mismatch = 1;
  return 0;
}

int main(void) {
  pthread_t t, a;
  pthread_create(&t, 0, transfer, 0);
  pthread_create(&a, 0, audit, 0);
  pthread_join(t, 0);
  pthread_join(a, 0);
  return 0;
}
