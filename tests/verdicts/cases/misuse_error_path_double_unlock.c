/* A bounded log in a struct: the full path unlocks and jumps to a label that unlocks again,
 * releasing the lock a second time (possibly while the other writer holds it).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: is held by the calling thread
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

struct ring { pthread_mutex_t mu; int slot[3]; int used; };
static struct ring log_ring = { PTHREAD_MUTEX_INITIALIZER, {0}, 0 };

static int ring_add(struct ring *r, int v) {
  int err = 0;
  pthread_mutex_lock(&r->mu);
  if (r->used == 3) {
    err = -1;
    pthread_mutex_unlock(&r->mu);
    goto done;
  }
  r->slot[r->used] = v;
  r->used = r->used + 1;
done:
  pthread_mutex_unlock(&r->mu);
  return err;
}

static void *writer(void *arg) {
  for (int k = 0; k < 2; k++) ring_add(&log_ring, (int)(long)arg);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, (void *)1L);
  pthread_create(&b, 0, writer, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
