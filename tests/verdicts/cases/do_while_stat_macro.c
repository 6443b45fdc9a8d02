/* Statistics updated through do { ... } while (0) macros. STAT_ADD locks; STAT_ADD_FAST was
 * written "for the hot path" without the lock, and the hot path runs in two threads at once.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: st.bytes == 20
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

struct stats {
  pthread_mutex_t mu;
  int requests;
  int bytes;
};

#define STAT_ADD(s, field, n)        \
  do {                               \
    pthread_mutex_lock(&(s)->mu);    \
    (s)->field += (n);               \
    pthread_mutex_unlock(&(s)->mu);  \
  } while (0)

#define STAT_ADD_FAST(s, field, n) \
  do {                             \
    (s)->field += (n);             \
  } while (0)

static struct stats st = {PTHREAD_MUTEX_INITIALIZER, 0, 0};

static void *serve(void *arg) {
  (void)arg;
  STAT_ADD(&st, requests, 1);
  STAT_ADD_FAST(&st, bytes, 10);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, serve, NULL);
  pthread_create(&b, NULL, serve, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(st.requests == 2);
  assert(st.bytes == 20);
  return 0;
}
