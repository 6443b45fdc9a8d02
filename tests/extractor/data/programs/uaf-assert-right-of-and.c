/* expect: use after free
 * The read of the freed object is only in the right side of && inside assert (glibc expands it
 * into a statement expression): its pointer is checked when the left side holds. Written for mokert. */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

struct obj { int ref; int data; };

static void *user(void *arg) {
  struct obj *o = arg;
  if (__sync_sub_and_fetch(&o->ref, 1) == 0)
    free(o);
  assert(o != NULL && o->data == 42);
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
