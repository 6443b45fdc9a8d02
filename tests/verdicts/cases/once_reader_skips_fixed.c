/* Configuration set up once with pthread_once: every thread that reads it calls pthread_once
 * first. Written for mokert's verdict corpus.
 *
 * CLASS: pthread-once
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
  pthread_once(&config_once, load_config);
  int limit = config_limit;
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
