/* The session cache: a sorted array of session pointers, kept in order with qsort and searched
 * with bsearch (comparison functions of the program, which the library calls). A session is freed
 * when its last reference is dropped; the cache holds one reference of its own. session_put drops
 * a reference without the cache lock: two puts at once lose one and the session is never freed. */
#include <stdlib.h>
#include <stdio.h>

#include "session_cache.h"

static int cmp_key_session(const void *key, const void *elem) {
  const struct session *const *s = elem;
  return strncmp(key, (*s)->key, SESSION_KEY_LEN);
}

static int cmp_sessions(const void *a, const void *b) {
  const struct session *const *x = a, *const *y = b;
  return strncmp((*x)->key, (*y)->key, SESSION_KEY_LEN);
}

void cache_init(struct session_cache *c) {
  pthread_mutex_init(&c->lock, NULL);
  c->count = 0;
  c->freed = 0;
}

struct session *cache_add(struct session_cache *c, const char *key, int uid) {
  struct session *s = malloc(sizeof *s);
  if (!s)
    return NULL;
  *s = (struct session){ .refs = 1, .owner = { .uid = uid } };
  strncpy(s->key, key, SESSION_KEY_LEN - 1);
  s->key[SESSION_KEY_LEN - 1] = '\0';
  pthread_mutex_lock(&c->lock);
  if (c->count == CACHE_SLOTS) {
    pthread_mutex_unlock(&c->lock);
    free(s);
    return NULL;
  }
  c->slots[c->count++] = s;
  qsort(c->slots, c->count, sizeof c->slots[0], cmp_sessions);
  pthread_mutex_unlock(&c->lock);
  return s;
}

struct session *cache_lookup(struct session_cache *c, const char *key) {
  struct session **found, *s = NULL;
  pthread_mutex_lock(&c->lock);
  found = bsearch(key, c->slots, c->count, sizeof c->slots[0], cmp_key_session);
  if (found) {
    s = session_get_locked(*found);
    s->hits++;
  }
  pthread_mutex_unlock(&c->lock);
  return s;
}

void session_put(struct session_cache *c, struct session *s) {
  if (--s->refs == 0) { /* bug: the count is dropped without the cache lock */
    pthread_mutex_lock(&c->lock);
    c->freed++;
    pthread_mutex_unlock(&c->lock);
    free(s);
  }
}

int cache_evict(struct session_cache *c, const char *key) {
  struct session *victim = NULL;
  int i, j;
  pthread_mutex_lock(&c->lock);
  for (i = 0; i < c->count; i++) {
    if (session_key_eq(c->slots[i], key)) {
      victim = c->slots[i];
      for (j = i; j + 1 < c->count; j++)
        c->slots[j] = c->slots[j + 1];
      c->count--;
      break;
    }
  }
  pthread_mutex_unlock(&c->lock);
  if (!victim)
    return -1;
  session_put(c, victim);
  return 0;
}

void cache_destroy(struct session_cache *c) {
  while (c->count > 0)
    session_put(c, c->slots[--c->count]);
  pthread_mutex_destroy(&c->lock);
}
