/* Each user drops its reference and then asserts on the object: the other user's put can free
 * it in between. The read sits only in assert's condition, which glibc expands into a statement
 * expression; the model checked no pointer there and the bug was proved away. SPIN ignores a
 * precondition inside assert(), so the check is part of the assertion: it fails, naming the
 * use after free.
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: use-after-free
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>
#include <assert.h>

struct obj { int ref; int data; };

static void put(struct obj *o) {
  if (__sync_sub_and_fetch(&o->ref, 1) == 0)
    free(o);
}

static void *user(void *arg) {
  struct obj *o = arg;
  put(o);
  assert(o->data == 42);
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
