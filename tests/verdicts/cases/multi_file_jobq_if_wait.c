/* A program of two C files: two workers here take jobs from the queue of more_files/jobq_if_wait.c,
 * two submitters push one each. jobq_pop waits with `if`: a worker woken for a job the other
 * worker took first takes from an empty queue (slot[-1]).
 * Written for mokert's verdict corpus.
 *
 * CLASS: multi-file-wait
 * RUN: mokert run %s %S/more_files/jobq_if_wait.c
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: out of bounds
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include "more_files/jobq.h"

static struct jobq pending;

static void *worker(void *arg) {
  (void)arg;
  int job = jobq_pop(&pending);
  assert(job == 5);
  return NULL;
}

static void *submitter(void *arg) {
  (void)arg;
  jobq_push(&pending, 5);
  return NULL;
}

int main(void) {
  pthread_t w1, w2, s1, s2;
  jobq_init(&pending);
  pthread_create(&w1, NULL, worker, NULL);
  pthread_create(&w2, NULL, worker, NULL);
  pthread_create(&s1, NULL, submitter, NULL);
  pthread_create(&s2, NULL, submitter, NULL);
  pthread_join(w1, NULL);
  pthread_join(w2, NULL);
  pthread_join(s1, NULL);
  pthread_join(s2, NULL);
  return 0;
}
