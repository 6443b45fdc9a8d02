/* channel_through_pointers.c with the value set before the flag, in the same critical section
 * as the signal, and the flag waited for in a loop: correct.
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

struct chan {
  pthread_mutex_t *mu;
  pthread_cond_t *cv;
  sem_t *slots;
  int ready;
  int value;
};

static pthread_mutex_t chan_mu;
static pthread_cond_t chan_cv;
static sem_t chan_slots;
static struct chan ch;

static void *producer(void *arg) {
  struct chan *c = arg;
  sem_wait(c->slots);
  pthread_mutex_lock(c->mu);
  c->value = 42;
  c->ready = 1;
  pthread_cond_signal(c->cv);
  pthread_mutex_unlock(c->mu);
  return NULL;
}

static void *consumer(void *arg) {
  struct chan *c = arg;
  pthread_mutex_lock(c->mu);
  while (!c->ready)
    pthread_cond_wait(c->cv, c->mu);
  assert(c->value == 42);
  pthread_mutex_unlock(c->mu);
  sem_post(c->slots);
  return NULL;
}

int main(void) {
  pthread_t p, q;
  ch.mu = &chan_mu;
  ch.cv = &chan_cv;
  ch.slots = &chan_slots;
  pthread_mutex_init(ch.mu, NULL);
  pthread_cond_init(ch.cv, NULL);
  sem_init(ch.slots, 0, 1);
  pthread_create(&q, NULL, consumer, &ch);
  pthread_create(&p, NULL, producer, &ch);
  pthread_join(p, NULL);
  pthread_join(q, NULL);
  pthread_cond_destroy(ch.cv);
  pthread_mutex_destroy(ch.mu);
  sem_destroy(ch.slots);
  return 0;
}
