/* The session cache with session_put under the cache lock (more_files/session_cache_locked.c).
 * Written for mokert's verdict corpus.
 *
 * CLASS: multi-file-refcount
 * RUN: mokert run %s %S/more_files/session_cache_locked.c
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#include "more_files/session_cache.h"

static struct session_cache cache;

static void *client(void *arg) {
  const char *key = arg;
  struct session *s = cache_lookup(&cache, key);
  if (!s)
    return NULL;
  s->owner.flags |= 1;
  session_put(&cache, s);
  return NULL;
}

static void *admin(void *arg) {
  cache_evict(&cache, arg);
  return NULL;
}

int main(void) {
  pthread_t c1, a;
  cache_init(&cache);
  if (!cache_add(&cache, "alice", 1000) || !cache_add(&cache, "bob", 1001))
    return 1;
  pthread_create(&c1, NULL, client, "alice");
  pthread_create(&a, NULL, admin, "alice");
  pthread_join(c1, NULL);
  pthread_join(a, NULL);
  assert(cache.freed == 1);
  cache_destroy(&cache);
  printf("freed %d\n", cache.freed);
  return 0;
}
