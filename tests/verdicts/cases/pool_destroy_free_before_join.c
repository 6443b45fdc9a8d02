/* A thread pool of about 120 lines: tasks (a callback and its argument) on a linked queue, workers
 * sleeping on a condition variable in a struct nested in the pool, and a destroy function that
 * reads the pool and frees it before it joins the workers: a worker that wakes up for the shutdown
 * uses the freed pool. (Two waiters on a condition variable in C data: every wake in the
 * counterexample named pid 0, the replay woke the other worker and STALLED.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: pool-shutdown
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: use-after-free
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define NWORKERS 2

struct task {
  void (*fn)(void *);
  void *arg;
  struct task *next;
};

struct pool {
  struct {
    pthread_mutex_t lock;
    pthread_cond_t more;
  } sync;
  struct task *head, **tail;
  int shutdown;
  int ran;
  pthread_t workers[NWORKERS];
};

static int total;
static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void add_to_total(void *arg) {
  pthread_mutex_lock(&total_lock);
  total += *(const int *)arg;
  pthread_mutex_unlock(&total_lock);
}

static struct task *pool_next(struct pool *p) {
  struct task *t = p->head;
  if (t) {
    p->head = t->next;
    if (!p->head)
      p->tail = &p->head;
  }
  return t;
}

static void *pool_worker(void *arg) {
  struct pool *p = arg;
  for (;;) {
    struct task *t;
    pthread_mutex_lock(&p->sync.lock);
    while (!p->head && !p->shutdown)
      pthread_cond_wait(&p->sync.more, &p->sync.lock);
    t = pool_next(p);
    if (!t) {
      pthread_mutex_unlock(&p->sync.lock);
      return NULL;
    }
    p->ran++;
    pthread_mutex_unlock(&p->sync.lock);
    t->fn(t->arg);
    free(t);
  }
}

static struct pool *pool_create(void) {
  struct pool *p = calloc(1, sizeof *p);
  int i;
  if (!p)
    return NULL;
  pthread_mutex_init(&p->sync.lock, NULL);
  pthread_cond_init(&p->sync.more, NULL);
  p->tail = &p->head;
  for (i = 0; i < NWORKERS; i++)
    pthread_create(&p->workers[i], NULL, pool_worker, p);
  return p;
}

static int pool_submit(struct pool *p, void (*fn)(void *), void *arg) {
  struct task *t = malloc(sizeof *t);
  if (!t)
    return -1;
  t->fn = fn;
  t->arg = arg;
  t->next = NULL;
  pthread_mutex_lock(&p->sync.lock);
  *p->tail = t;
  p->tail = &t->next;
  pthread_cond_signal(&p->sync.more);
  pthread_mutex_unlock(&p->sync.lock);
  return 0;
}

static int pool_destroy(struct pool *p) {
  pthread_t w[NWORKERS];
  int i, ran;
  pthread_mutex_lock(&p->sync.lock);
  p->shutdown = 1;
  pthread_cond_broadcast(&p->sync.more);
  pthread_mutex_unlock(&p->sync.lock);
  for (i = 0; i < NWORKERS; i++)
    w[i] = p->workers[i];
  ran = p->ran; /* bug: read, and the pool freed, before the workers are joined */
  free(p);
  for (i = 0; i < NWORKERS; i++)
    pthread_join(w[i], NULL);
  return ran;
}

int main(void) {
  static const int amounts[] = { 3, 4 };
  struct pool *p = pool_create();
  if (!p)
    return 1;
  pool_submit(p, add_to_total, (void *)&amounts[0]);
  pool_submit(p, add_to_total, (void *)&amounts[1]);
  pool_destroy(p);
  assert(total == 7);
  printf("total %d\n", total);
  return 0;
}
