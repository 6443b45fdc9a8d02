/* script_monitor_audit.c with the transfer made whole: it moves the money with both locks held,
 * taken in the auditor's order, so the auditor sees it in one place or the other. The script's
 * monitor never fires. Written for mokert's verdict corpus.
 *
 * CLASS: script-property
 * RUN: mokert run %S/script_monitor_audit_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

static int checking = 80, savings = 20;
int mismatch;
static pthread_mutex_t checking_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t savings_lock = PTHREAD_MUTEX_INITIALIZER;

static void *transfer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&checking_lock);
  pthread_mutex_lock(&savings_lock);
  checking -= 30;
  savings += 30;
  pthread_mutex_unlock(&savings_lock);
  pthread_mutex_unlock(&checking_lock);
  return 0;
}

static void *audit(void *arg) {
  (void)arg;
  int c, s;
  pthread_mutex_lock(&checking_lock);
  pthread_mutex_lock(&savings_lock);
  c = checking;
  s = savings;
  pthread_mutex_unlock(&savings_lock);
  pthread_mutex_unlock(&checking_lock);
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
