/* A worker that treats an overfull queue as fatal: it logs and calls exit(EXIT_FAILURE). Two
 * workers push without the queue's lock, so both can see room for one item and push two.
 * Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: exit code 1
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define QCAP 1

static pthread_mutex_t q_mu = PTHREAD_MUTEX_INITIALIZER;
static int q_len;

static void push(void) {
  if (q_len < QCAP) {
    int n = q_len + 1;
    q_len = n;
    pthread_mutex_lock(&q_mu);
    if (q_len > QCAP) {
      fprintf(stderr, "queue overfull (%d)\n", q_len);
      exit(EXIT_FAILURE);
    }
    pthread_mutex_unlock(&q_mu);
  }
}

static void *worker(void *arg) {
  (void)arg;
  push();
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
