/* expect: use after free
 * The freed object is read only by a printf argument: the rule drops the call but keeps the
 * check of the memory it reads. Written for mokert. */
#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>

struct obj { int ref; int data; };

static void *user(void *arg) {
  struct obj *o = arg;
  if (__sync_sub_and_fetch(&o->ref, 1) == 0)
    free(o);
  printf("%d\n", o->data);
  return NULL;
}

int main(void) {
  struct obj *o = malloc(sizeof *o);
  o->ref = 2;
  o->data = 42;
  pthread_t a, b;
  pthread_create(&a, NULL, user, o);
  pthread_create(&b, NULL, user, o);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
