/* Fixed: NEXT_ID() under a mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

#define NEXT_ID() (next_id++)
static int next_id;
static int owner[2];
static pthread_mutex_t id_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&id_lock);
  int id = NEXT_ID();
  pthread_mutex_unlock(&id_lock);
  if (id < 2)
    owner[id] = 1;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(owner[0] && owner[1]);
  return 0;
}
