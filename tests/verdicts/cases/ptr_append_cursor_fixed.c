/* Two threads append one character each to a shared buffer through a shared write cursor,
 * `*wp++ = c;`, under the lock: the cursor moves twice and both characters stay. Written for
 * mokert's verdict corpus.
 *
 * CLASS: lost-update-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static char buf[8];
static char *wp = buf;

static void *appender(void *arg) {
  char c = (char)(long)arg;
  pthread_mutex_lock(&mu);
  *wp++ = c;
  pthread_mutex_unlock(&mu);
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
