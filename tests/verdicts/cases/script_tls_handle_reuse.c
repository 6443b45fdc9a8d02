/* A user's script (script_tls_handle_reuse.prx) maps pthread_create to the handle form
 * mokert_thread_create. Each worker sets up its own slot on first use (pthread_getspecific gives
 * NULL in a new thread) and registers itself there without a lock: b and c register at once and
 * one registration is lost. SPIN gives b the _pid of a (joined, ended): the handle form kept a's
 * thread-specific value for it, so in the model b read a's freed pointer, the search stopped at a
 * use after free the program never does (NOT_REPRODUCED) and the lost update was not reported.
 * Written for mokert's verdict corpus.
 *
 * CLASS: thread-local-data
 * RUN: mokert run %S/script_tls_handle_reuse.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: registered == 3
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

static pthread_key_t slot_key;
static int registered;

static void *worker(void *arg) {
  (void)arg;
  int *mine = pthread_getspecific(slot_key);
  if (mine == NULL) {
    mine = malloc(sizeof *mine);
    *mine = 0;
    pthread_setspecific(slot_key, mine);
    registered++;
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
