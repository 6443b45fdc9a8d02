/* A worker that returns early on one path without posting the semaphore main waits on (a
 * sem_t inside a struct on main's stack, passed as the thread argument): main blocks for ever.
 * Written for mokert's verdict corpus.
 *
 * CLASS: semaphore-forgotten-post
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <semaphore.h>

struct job { sem_t done; int result; };

static void *worker(void *arg) {
  struct job *j = arg;
  j->result = 42;
  if (j->result > 40)
    return NULL;            /* early return forgets to post */
  sem_post(&j->done);
  return NULL;
}

int main(void) {
  struct job j;
  pthread_t t;
  sem_init(&j.done, 0, 0);
  pthread_create(&t, NULL, worker, &j);
  sem_wait(&j.done);
  pthread_join(t, NULL);
  return j.result == 42 ? 0 : 1;
}
