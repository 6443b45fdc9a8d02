/* A context struct on main's stack with its own mutex, passed by pointer: one worker counts through a locking helper, the other without the lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: thread-arg
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: c.hits == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
struct ctx { pthread_mutex_t mu; int hits; };
static void hit_locked(struct ctx *c) { pthread_mutex_lock(&c->mu); c->hits++; pthread_mutex_unlock(&c->mu); }
void *good(void *p) { hit_locked((struct ctx *)p); return 0; }
void *bad(void *p) { struct ctx *c = p; c->hits++; return 0; }
int main(void) {
  struct ctx c = { PTHREAD_MUTEX_INITIALIZER, 0 };
  pthread_t a, b;
  pthread_create(&a, 0, good, &c);
  pthread_create(&b, 0, bad, &c);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(c.hits == 2);
  return 0;
}
