/* Fixed forgotten post: the worker posts the semaphore on its early-return path too.
 * Written for mokert's verdict corpus.
 *
 * CLASS: semaphore-forgotten-post
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <semaphore.h>

struct job { sem_t done; int result; };

static void *worker(void *arg) {
  struct job *j = arg;
  j->result = 42;
  if (j->result > 40) {
    sem_post(&j->done);     /* every path posts */
    return NULL;
  }
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
