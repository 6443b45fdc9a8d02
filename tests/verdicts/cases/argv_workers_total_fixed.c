/* The number of workers comes from the command line (atoi(argv[1]), 2 by default); each adds its
 * share to a total under the total's lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

#define MAXW 4

static pthread_mutex_t total_mu = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&total_mu);
  int t = total;
  total = t + 10;
  pthread_mutex_unlock(&total_mu);
  return NULL;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2;
  if (n < 1 || n > MAXW)
    n = 2;
  pthread_t tids[MAXW];
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], NULL, worker, NULL);
  for (int i = 0; i < n; i++)
    pthread_join(tids[i], NULL);
  assert(total == 10 * n);
  return 0;
}
