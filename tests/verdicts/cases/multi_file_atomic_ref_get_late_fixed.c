/* The atomic reference count of multi_file_atomic_ref_get_late.c with the pointer read and the
 * reference taken under the lock the owner publishes and unpublishes with.
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s %S/more_files/obj_refs.c
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include "more_files/obj_refs.h"

extern int destroyed;
static struct obj *_Atomic published;
static int total;
static pthread_mutex_t pub_lock = PTHREAD_MUTEX_INITIALIZER;

static void *user(void *arg) {
  struct obj *o;
  (void)arg;
  pthread_mutex_lock(&pub_lock);
  o = atomic_load(&published);
  if (o)
    obj_get(o);
  pthread_mutex_unlock(&pub_lock);
  if (!o)
    return NULL;
  total = obj_sum(o);
  if (obj_put(o))
    obj_destroy(o);
  return NULL;
}

static void *owner(void *arg) {
  struct obj *o = arg;
  pthread_mutex_lock(&pub_lock);
  atomic_store(&published, o);
  pthread_mutex_unlock(&pub_lock);
  pthread_mutex_lock(&pub_lock);
  atomic_store(&published, NULL);
  pthread_mutex_unlock(&pub_lock);
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
