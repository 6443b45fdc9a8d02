/* A ping-pong handshake over two semaphores, both starting at 0: the pinger waits for a pong
 * before its first ping, the ponger waits for a ping: each waits for the other's post.
 * Written for mokert's verdict corpus.
 *
 * CLASS: deadlock-semaphore
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: semaphore `pong`
 * EXPECT-REASON: semaphore `ping`
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <semaphore.h>

sem_t ping, pong;
int rounds = 0;

static void *pinger(void *arg) {
  sem_wait(&pong);          /* should post ping first */
  rounds = rounds + 1;
  sem_post(&ping);
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
