/* An object with an atomic reference count and two-dimensional payload (obj_refs.c); the
 * count is taken and dropped by static inline helpers. */
#ifndef OBJ_REFS_H
#define OBJ_REFS_H
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>

#define OBJ_MAGIC 0x0b1ecu

struct obj {
  unsigned magic;
  atomic_int refs;
  int payload[2][3];
  bool dead;
};

static inline struct obj *obj_get(struct obj *o) {
  atomic_fetch_add(&o->refs, 1);
  return o;
}

/* Returns true when the caller dropped the last reference. */
static inline bool obj_put(struct obj *o) {
  return atomic_fetch_sub(&o->refs, 1) == 1;
}

struct obj *obj_new(void);
void obj_destroy(struct obj *o);
int obj_sum(const struct obj *o);
#endif
