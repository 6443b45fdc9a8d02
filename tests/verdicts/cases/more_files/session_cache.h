/* A reference-counted session cache (session_cache_*.c) and its small inline helpers. */
#ifndef SESSION_CACHE_H
#define SESSION_CACHE_H

#include <pthread.h>
#include <string.h>

#define SESSION_KEY_LEN 12
#define CACHE_SLOTS 3

struct session {
  char key[SESSION_KEY_LEN];
  int refs;
  int hits;
  struct { int uid; int flags; } owner;
};

struct session_cache {
  pthread_mutex_t lock;
  struct session *slots[CACHE_SLOTS];
  int count;
  int freed;
};

static inline int session_key_eq(const struct session *s, const char *key) {
  return strncmp(s->key, key, SESSION_KEY_LEN) == 0;
}

/* Called with the cache lock held. */
static inline struct session *session_get_locked(struct session *s) {
  if (s)
    s->refs++;
  return s;
}

void cache_init(struct session_cache *c);
struct session *cache_add(struct session_cache *c, const char *key, int uid);
struct session *cache_lookup(struct session_cache *c, const char *key);
int cache_evict(struct session_cache *c, const char *key);
void session_put(struct session_cache *c, struct session *s);
void cache_destroy(struct session_cache *c);

#endif
