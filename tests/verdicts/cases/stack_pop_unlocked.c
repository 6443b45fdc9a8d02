/* A heap stack whose pop reads the top outside the lock: two consumers take the same node,
 * one frees it and the other reads it (a use after free, then a double free). The model's heap
 * check finds it; the replay must show it on the real program without being asked for a
 * sanitizer (the user runs plain `mokert run`). Written for mokert's verdict corpus.
 *
 * CLASS: stack-pop-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: use-after-free
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

struct node { int value; struct node *next; };
struct stack { pthread_mutex_t lock; struct node *top; int count; };

static struct stack s;

static void push(struct stack *st, int v) {
  struct node *n = malloc(sizeof *n);
  n->value = v;
  pthread_mutex_lock(&st->lock);
  n->next = st->top;
  st->top = n;
  st->count++;
  pthread_mutex_unlock(&st->lock);
}

static int pop(struct stack *st) {
  struct node *n = st->top;          /* bug: read outside the lock */
  if (n == NULL) return -1;
  pthread_mutex_lock(&st->lock);
  st->top = n->next;
  st->count--;
  pthread_mutex_unlock(&st->lock);
  int v = n->value;
  free(n);
  return v;
}

static void *consumer(void *arg) {
  struct stack *st = arg;
  pop(st);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_mutex_init(&s.lock, NULL);
  push(&s, 1);
  push(&s, 2);
  pthread_create(&a, NULL, consumer, &s);
  pthread_create(&b, NULL, consumer, &s);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(s.count >= 0);
  assert(s.count == 0);
  return 0;
}
