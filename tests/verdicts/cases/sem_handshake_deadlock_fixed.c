/* A ping-pong handshake over two semaphores, both starting at 0: the pinger posts its ping
 * first, then waits for the pong. Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-semaphore
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <semaphore.h>

sem_t ping, pong;
int rounds = 0;

static void *pinger(void *arg) {
  sem_post(&ping);
  sem_wait(&pong);
  rounds = rounds + 1;
  return arg;
}

static void *ponger(void *arg) {
  sem_wait(&ping);
  rounds = rounds + 1;
  sem_post(&pong);
  return arg;
}

int main(void) {
  pthread_t a, b;
  sem_init(&ping, 0, 0);
  sem_init(&pong, 0, 0);
  pthread_create(&a, 0, pinger, 0);
  pthread_create(&b, 0, ponger, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
