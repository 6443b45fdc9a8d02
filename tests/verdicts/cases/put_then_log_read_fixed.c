/* The fixed twin of put_then_log_read: the log line reads the object before the put.
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
  printf("data %d\n", o->data);
  put(o);
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
