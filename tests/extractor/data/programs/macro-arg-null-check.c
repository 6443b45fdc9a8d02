/* expect: errors: 0
 * A CHECK macro that aborts, used on a pointer compared with NULL: the condition is the macro's
 * argument, which ends in another macro (NULL). Its text was the whole macro call, and spin -a
 * rejected the model. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c) do { if (!(c)) { fprintf(stderr, "check failed: %s\n", #c); abort(); } } while (0)
#define BUG_ON(c) do { if (c) abort(); } while (0)

struct slot {
  pthread_mutex_t lock;
  int *data;
  int uses;
};

static int cell;
static struct slot slot = { PTHREAD_MUTEX_INITIALIZER, &cell, 0 };

static void *user(void *arg) {
  struct slot *s = arg;
  pthread_mutex_lock(&s->lock);
  BUG_ON(s->data == NULL);
  CHECK(s->data != NULL);
  s->uses++;
  pthread_mutex_unlock(&s->lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, user, &slot);
  pthread_create(&b, NULL, user, &slot);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(slot.uses == 2);
  return 0;
}
