/* Fixed: the registration under a lock. With the handle form of script_tls_handle_reuse_fixed.prx
 * keeping a's thread-specific value for b (the same _pid), the model reported a use after free
 * the program never does (a false alarm, exit 4). Written for mokert's verdict corpus.
 *
 * CLASS: thread-local-data
 * RUN: mokert run %S/script_tls_handle_reuse_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

static pthread_key_t slot_key;
static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
static int registered;

static void *worker(void *arg) {
  (void)arg;
  int *mine = pthread_getspecific(slot_key);
  if (mine == NULL) {
    mine = malloc(sizeof *mine);
    *mine = 0;
    pthread_setspecific(slot_key, mine);
    pthread_mutex_lock(&reg_lock);
    registered++;
    pthread_mutex_unlock(&reg_lock);
  }
  (*mine)++;
  free(mine);
  return NULL;
}

int main(void) {
  pthread_t a, b, c;
  pthread_key_create(&slot_key, NULL);
  pthread_create(&a, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_create(&c, NULL, worker, NULL);
  pthread_join(b, NULL);
  pthread_join(c, NULL);
  assert(registered == 3);
  return 0;
}
