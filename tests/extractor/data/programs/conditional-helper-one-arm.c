/* expect: errors: 0
 * A thread's return value is `want ? (void *)(long)reserve() : NULL`: reserve(), a helper that
 * takes the one slot under a lock, must run only for the thread that wants it. Run before the
 * test (or as C inside pan) it took the slot for the other thread too. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;
static int free_slots = 1;

static int reserve(void) {
  int got = 0;
  pthread_mutex_lock(&slot_lock);
  if (free_slots > 0) {
    free_slots--;
    got = 1;
  }
  pthread_mutex_unlock(&slot_lock);
  return got;
}

static void *client(void *arg) {
  int want = *(int *)arg;
  return want ? (void *)(long)reserve() : NULL;
}

int main(void) {
  pthread_t a, b;
  int yes = 1, no = 0;
  void *ra, *rb;
  pthread_create(&a, NULL, client, &no);
  pthread_create(&b, NULL, client, &yes);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  assert(ra == NULL && (long)rb == 1);
  assert(free_slots == 0);
  return 0;
}
