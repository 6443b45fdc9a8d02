/* Fixed heap stack: pop reads and unlinks the top under the lock, so each node is taken once.
 * Written for mokert's verdict corpus.
 *
 * CLASS: stack-pop-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
  pthread_mutex_lock(&st->lock);
  struct node *n = st->top;
  if (n == NULL) {
    pthread_mutex_unlock(&st->lock);
    return -1;
  }
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
