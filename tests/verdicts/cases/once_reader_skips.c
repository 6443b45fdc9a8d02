/* Configuration set up once with pthread_once: the loader thread calls pthread_once before
 * using it, but the reporter thread reads the table directly, assuming someone initialised it
 * already. Written for mokert's verdict corpus.
 *
 * CLASS: pthread-once
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: limit == 64
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static pthread_once_t config_once = PTHREAD_ONCE_INIT;
static int config_limit = 0;

static void load_config(void) {
  config_limit = 64;
}

static void *loader(void *arg) {
  pthread_once(&config_once, load_config);
  int limit = config_limit;
  assert(limit == 64);
  return arg;
}

static void *reporter(void *arg) {
  int limit = config_limit;            /* no pthread_once here */
  assert(limit == 64);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, loader, 0);
  pthread_create(&b, 0, reporter, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
