/* Creating, summing and destroying the objects of obj_refs.h. */
#include <assert.h>
#include <string.h>
#include "obj_refs.h"

int destroyed;

struct obj *obj_new(void) {
  struct obj *o = malloc(sizeof *o);
  int r, c;
  if (!o)
    return NULL;
  memset(o, 0, sizeof *o);
  o->magic = OBJ_MAGIC;
  atomic_init(&o->refs, 1);
  for (r = 0; r < 2; r++)
    for (c = 0; c < 3; c++)
      o->payload[r][c] = r * 3 + c;
  return o;
}

void obj_destroy(struct obj *o) {
  assert(o->magic == OBJ_MAGIC);
  o->magic = 0;
  o->dead = true;
  destroyed++;
  free(o);
}

int obj_sum(const struct obj *o) {
  int r, c, s = 0;
  for (r = 0; r < 2; r++)
    for (c = 0; c < 3; c++)
      s += o->payload[r][c];
  return s;
}
