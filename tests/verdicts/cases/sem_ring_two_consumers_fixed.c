/* Fixed semaphore ring buffer: the consumers advance the read index under a mutex.
 * Written for mokert's verdict corpus.
 *
 * CLASS: semaphore-ring
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>

#define SLOTS 2
static int buf[SLOTS];
static int in, out;
static sem_t empty_slots, full_slots;
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;

static void *producer(void *arg) {
  (void)arg;
  for (int i = 1; i <= 2; i++) {
    sem_wait(&empty_slots);
    buf[in] = i;
    in = (in + 1) % SLOTS;
    sem_post(&full_slots);
  }
  return NULL;
}

static void *consumer(void *arg) {
  int *sum = arg;
  sem_wait(&full_slots);
  pthread_mutex_lock(&out_lock);
  int v = buf[out];
  out = (out + 1) % SLOTS;
  pthread_mutex_unlock(&out_lock);
  sem_post(&empty_slots);
  *sum += v;
  return NULL;
}

int main(void) {
  pthread_t p, c1, c2;
  int s1 = 0, s2 = 0;
  sem_init(&empty_slots, 0, SLOTS);
  sem_init(&full_slots, 0, 0);
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c1, NULL, consumer, &s1);
  pthread_create(&c2, NULL, consumer, &s2);
  pthread_join(p, NULL);
  pthread_join(c1, NULL);
  pthread_join(c2, NULL);
  assert(s1 + s2 == 3);
  return 0;
}
