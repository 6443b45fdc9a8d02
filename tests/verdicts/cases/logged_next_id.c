/* Workers take ids from a shared counter and log what they took with printf and fprintf; the
 * read and the write-back of the counter are not under the lock, so two workers can get the
 * same id.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: got[0] != got[1]
 * EXPECT-EXIT: 1
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
  int id = next_id;
  printf("worker %ld takes id %d\n", me, id);
  usleep(10);
  next_id = id + 1;
  pthread_mutex_lock(&id_mu);
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
