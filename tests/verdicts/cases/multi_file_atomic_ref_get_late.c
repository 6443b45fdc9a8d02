/* An object with a C11 atomic reference count (<stdatomic.h>, static inline get/put in a header,
 * more_files/obj_refs.c): the owner publishes it, unpublishes it and drops its reference; a user
 * reads the published pointer and then takes a reference, perhaps after the last one was dropped,
 * and the object is destroyed twice. (The replay stopped the owner before its
 * `return atomic_fetch_sub(...) == 1;` where the model had run it: the user's put then was not the
 * last and the branch diverged, NOT_REPRODUCED.)
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s %S/more_files/obj_refs.c
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: o->magic == OBJ_MAGIC
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include "more_files/obj_refs.h"

extern int destroyed;
static struct obj *_Atomic published;
static int total;

static void *user(void *arg) {
  struct obj *o = atomic_load(&published);
  (void)arg;
  if (!o)
    return NULL;
  obj_get(o); /* bug: the owner may have dropped the last reference in between */
  total = obj_sum(o);
  if (obj_put(o))
    obj_destroy(o);
  return NULL;
}

static void *owner(void *arg) {
  struct obj *o = arg;
  atomic_store(&published, o);
  atomic_store(&published, NULL);
  if (obj_put(o))
    obj_destroy(o);
  return NULL;
}

int main(void) {
  pthread_t u, w;
  struct obj *o = obj_new();
  if (!o)
    return 1;
  pthread_create(&w, NULL, owner, o);
  pthread_create(&u, NULL, user, NULL);
  pthread_join(w, NULL);
  pthread_join(u, NULL);
  assert(destroyed == 1);
  printf("total %d\n", total);
  return 0;
}
