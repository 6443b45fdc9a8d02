/* Two threads append one character each to a shared buffer through a shared write cursor,
 * `*wp++ = c;`, without the lock: both load the same cursor, so one character overwrites the
 * other and the cursor moves once. Written for mokert's verdict corpus.
 * (The buffer is `char`: the model used to keep it as a Promela int array, so the char cursor
 * stepped a quarter of an element, `wp == buf + 2` never held, and the bug came back
 * NOT_REPRODUCED while the fixed program got a false counterexample.)
 *
 * CLASS: lost-update-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: wp == buf + 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static char buf[8];
static char *wp = buf;

static void *appender(void *arg) {
  char c = (char)(long)arg;
  *wp++ = c;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, appender, (void *)'x');
  pthread_create(&b, NULL, appender, (void *)'y');
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_mutex_lock(&mu);
  assert(wp == buf + 2);
  assert(buf[0] != buf[1]);
  pthread_mutex_unlock(&mu);
  return 0;
}
