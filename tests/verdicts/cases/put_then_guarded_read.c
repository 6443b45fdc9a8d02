/* Each user drops its reference and then reads the object behind a null test (`o && o->data`,
 * `o ? o->data : 0`): the other user's put can free it in between. The model checked memory
 * only in the operand C always evaluates, so the bug was proved away.
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: precondition-false
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
  int v = o ? o->data : 0;
  assert(o != NULL && v == 42 && o->data == 42);
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
