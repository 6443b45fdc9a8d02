/* expect: errors: 0
 * `pthread_exit((void *)(long)next_id())` with next_id() a helper of the file: the call runs as
 * the helper's expansion and its value reaches pthread_join (left in the c_code of the
 * pthread_exit rule, pan did not link). Written for mokert. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t id_lock = PTHREAD_MUTEX_INITIALIZER;
static int last_id;

static int next_id(void) {
  pthread_mutex_lock(&id_lock);
  int id = ++last_id;
  pthread_mutex_unlock(&id_lock);
  return id;
}

static void *worker(void *arg) {
  (void)arg;
  pthread_exit((void *)(long)next_id());
}

int main(void) {
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  assert((long)ra + (long)rb == 3);
  return 0;
}
