/* expect: errors: 0
 * A spin lock passed to a helper as `pthread_spinlock_t *` and initialised through a pointer:
 * the default rules map the pointer forms too (before, pan spun inside pthread_spin_lock or ran
 * glibc's pthread_spin_init on the model's variable). Written for mokert. */
#include <assert.h>
#include <pthread.h>

static pthread_spinlock_t counter_lock;
static int counter;

static void bump(pthread_spinlock_t *l, int *c) {
  pthread_spin_lock(l);
  int v = *c;
  *c = v + 1;
  pthread_spin_unlock(l);
}

static void *worker(void *arg) {
  (void)arg;
  bump(&counter_lock, &counter);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_spinlock_t *p = &counter_lock;
  pthread_spin_init(p, PTHREAD_PROCESS_PRIVATE);
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(counter == 2);
  pthread_spin_destroy(p);
  return 0;
}
