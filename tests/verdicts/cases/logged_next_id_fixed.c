/* Workers take ids from a shared counter under its lock and log what they took with printf and
 * fprintf; every id is taken once.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
#include <assert.h>

static pthread_mutex_t id_mu = PTHREAD_MUTEX_INITIALIZER;
static int next_id = 1;
static int got[2];

static void *worker(void *arg) {
  long me = (long)arg;
  pthread_mutex_lock(&id_mu);
  int id = next_id;
  printf("worker %ld takes id %d\n", me, id);
  usleep(10);
  next_id = id + 1;
  got[me] = id;
  pthread_mutex_unlock(&id_mu);
  fprintf(stderr, "worker %ld done\n", me);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)0L);
  pthread_create(&b, NULL, worker, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(got[0] != got[1]);
  return 0;
}
