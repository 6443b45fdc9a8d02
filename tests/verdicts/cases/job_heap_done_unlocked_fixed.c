/* The priority-queue job scheduler with its statistics updated under the queue lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_JOBS 4
#define NWORKERS 2
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define BUG_ON(c) do { if (c) { fprintf(stderr, "BUG at %s:%d\n", __FILE__, __LINE__); abort(); } } while (0)

enum job_kind { JOB_ADD = 1, JOB_SCALE, JOB_NOP };

struct task {
  int prio;
  enum job_kind kind;
  void (*fn)(void *);
  void *arg;
};

struct job_queue {
  pthread_mutex_t lock;
  struct task heap[MAX_JOBS];
  int len;
  int closed;
};

struct sched_stats {
  int done;
  int by_kind[4];
};

static struct job_queue queue = { .lock = PTHREAD_MUTEX_INITIALIZER };
static struct sched_stats stats;
static int accum;
static pthread_mutex_t accum_lock = PTHREAD_MUTEX_INITIALIZER;

static int task_cmp(const struct task *a, const struct task *b) {
  if (a->prio != b->prio)
    return a->prio > b->prio ? -1 : 1;
  return 0;
}

static void swap_tasks(struct task *a, struct task *b) {
  struct task t = *a;
  *a = *b;
  *b = t;
}

static int queue_push(struct job_queue *q, struct task t) {
  int i;
  pthread_mutex_lock(&q->lock);
  if (q->len == MAX_JOBS || q->closed) {
    pthread_mutex_unlock(&q->lock);
    return -1;
  }
  i = q->len++;
  q->heap[i] = t;
  while (i > 0 && task_cmp(&q->heap[i], &q->heap[(i - 1) / 2]) < 0) {
    swap_tasks(&q->heap[i], &q->heap[(i - 1) / 2]);
    i = (i - 1) / 2;
  }
  pthread_mutex_unlock(&q->lock);
  return 0;
}

/* Called with q->lock held. */
static int queue_pop_locked(struct job_queue *q, struct task *out) {
  int i = 0;
  if (q->len == 0)
    return 0;
  *out = q->heap[0];
  q->heap[0] = q->heap[--q->len];
  for (;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < q->len && task_cmp(&q->heap[l], &q->heap[m]) < 0)
      m = l;
    if (r < q->len && task_cmp(&q->heap[r], &q->heap[m]) < 0)
      m = r;
    if (m == i)
      break;
    swap_tasks(&q->heap[i], &q->heap[m]);
    i = m;
  }
  return 1;
}

static void add_one(void *arg) {
  int *p = arg;
  pthread_mutex_lock(&accum_lock);
  accum += *p;
  pthread_mutex_unlock(&accum_lock);
}

static void scale(void *arg) {
  (void)arg;
  pthread_mutex_lock(&accum_lock);
  accum *= 2;
  pthread_mutex_unlock(&accum_lock);
}

static void nop(void *arg) {
  (void)arg;
}

static void *worker(void *arg) {
  struct job_queue *q = arg;
  struct task t;
  int got;
  for (;;) {
    pthread_mutex_lock(&q->lock);
    got = queue_pop_locked(q, &t);
    pthread_mutex_unlock(&q->lock);
    if (!got)
      break;
    BUG_ON(t.fn == NULL);
    t.fn(t.arg);
    pthread_mutex_lock(&q->lock);
    switch (t.kind) {
    case JOB_ADD:
    case JOB_SCALE:
      stats.by_kind[t.kind]++;
      break;
    default:
      break;
    }
    stats.done++;
    pthread_mutex_unlock(&q->lock);
  }
  return NULL;
}

static int one = 1;
static const struct task initial[] = {
  { .prio = 1, .kind = JOB_ADD, .fn = add_one, .arg = &one },
  { .prio = 3, .kind = JOB_NOP, .fn = nop },
  { .prio = 2, .kind = JOB_SCALE, .fn = scale },
};

int main(void) {
  pthread_t w[NWORKERS];
  size_t i;
  for (i = 0; i < ARRAY_SIZE(initial); i++)
    if (queue_push(&queue, initial[i]) != 0)
      return 1;
  for (i = 0; i < NWORKERS; i++)
    pthread_create(&w[i], NULL, worker, &queue);
  for (i = 0; i < NWORKERS; i++)
    pthread_join(w[i], NULL);
  assert(stats.done == (int)ARRAY_SIZE(initial));
  printf("done %d accum %d\n", stats.done, accum);
  return 0;
}
