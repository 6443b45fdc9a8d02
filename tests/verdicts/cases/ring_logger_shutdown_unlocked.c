/* A logger of about 130 lines: threads format lines through a variadic wrapper (va_list,
 * vsnprintf into a local buffer) into a ring of fixed-size entries under a lock; a flusher thread
 * drains the ring and stops when told. Shutdown sets the stop flag and signals without the lock:
 * the flusher can test the flag, lose the processor, and then wait for a signal already sent.
 * (vsnprintf into the wrapper's own buffer was an input error asking for a rule.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: lost wakeup
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RING_SLOTS 4
#define LINE_MAX_LEN 48
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "check failed: %s\n", #c); abort(); } } while (0)

enum log_level { LOG_DEBUG, LOG_INFO, LOG_WARN, LOG_ERROR };

static const char *const level_names[] = {
  [LOG_DEBUG] = "debug",
  [LOG_INFO] = "info",
  [LOG_WARN] = "warn",
  [LOG_ERROR] = "error",
};

struct log_entry {
  enum log_level level;
  char text[LINE_MAX_LEN];
};

struct ring {
  pthread_mutex_t lock;
  pthread_cond_t nonempty;
  struct log_entry slots[RING_SLOTS];
  unsigned head, tail, count;
  unsigned dropped;
  int stop;
};

static struct ring log_ring = {
  .lock = PTHREAD_MUTEX_INITIALIZER,
  .nonempty = PTHREAD_COND_INITIALIZER,
};
static unsigned flushed;
static enum log_level min_level = LOG_INFO;

static int ring_push(struct ring *r, enum log_level lvl, const char *text) {
  int ok = 0;
  pthread_mutex_lock(&r->lock);
  if (r->count == RING_SLOTS) {
    r->dropped++;
    goto out;
  }
  r->slots[r->head].level = lvl;
  strncpy(r->slots[r->head].text, text, LINE_MAX_LEN - 1);
  r->slots[r->head].text[LINE_MAX_LEN - 1] = '\0';
  r->head = (r->head + 1) % RING_SLOTS;
  r->count++;
  ok = 1;
  pthread_cond_signal(&r->nonempty);
out:
  pthread_mutex_unlock(&r->lock);
  return ok;
}

static void log_msg(enum log_level lvl, const char *fmt, ...) {
  char line[LINE_MAX_LEN];
  va_list ap;
  if (lvl < min_level)
    return;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  ring_push(&log_ring, lvl, line);
}

static void write_entry(const struct log_entry *e) {
  CHECK((unsigned)e->level < ARRAY_SIZE(level_names));
  switch (e->level) {
  case LOG_ERROR:
  case LOG_WARN:
    fprintf(stderr, "[%s] %s\n", level_names[e->level], e->text);
    break;
  default:
    printf("[%s] %s\n", level_names[e->level], e->text);
    break;
  }
}

static void *flusher(void *arg) {
  struct ring *r = arg;
  struct log_entry e;
  for (;;) {
    pthread_mutex_lock(&r->lock);
    while (r->count == 0 && !r->stop)
      pthread_cond_wait(&r->nonempty, &r->lock);
    if (r->count == 0 && r->stop) {
      pthread_mutex_unlock(&r->lock);
      break;
    }
    memcpy(&e, &r->slots[r->tail], sizeof e);
    r->tail = (r->tail + 1) % RING_SLOTS;
    r->count--;
    flushed++;
    pthread_mutex_unlock(&r->lock);
    write_entry(&e);
  }
  return NULL;
}

static void *producer(void *arg) {
  long id = (long)arg;
  log_msg(LOG_INFO, "worker %ld started", id);
  log_msg(LOG_DEBUG, "worker %ld idle", id);
  return NULL;
}

static void log_shutdown(struct ring *r) {
  r->stop = 1; /* bug: set and signalled without the lock */
  pthread_cond_signal(&r->nonempty);
}

int main(void) {
  pthread_t fl, p1, p2;
  pthread_create(&fl, NULL, flusher, &log_ring);
  pthread_create(&p1, NULL, producer, (void *)1L);
  pthread_create(&p2, NULL, producer, (void *)2L);
  pthread_join(p1, NULL);
  pthread_join(p2, NULL);
  log_shutdown(&log_ring);
  pthread_join(fl, NULL);
  assert(flushed + log_ring.dropped == 2);
  return 0;
}
