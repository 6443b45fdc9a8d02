/* Linux list_head, hlist and rb-tree membership for mokert models.
 *
 * Entries are heap objects (heap.pml pointers). A list is a bit array over the
 * heap slots: m[p] = 1 when object p is on the list. Order is not kept:
 * iteration visits members in slot order (kmalloc order), which is enough for
 * the questions these models ask (who can reach which object when).
 * deleted[p] = 1 after list_del(p): the kernel poisons the entry's next/prev
 * (LIST_POISON1/2) but leaves the object alive, so a reader that still holds p
 * may read its fields; following its links is the bug check_linked() flags.
 *
 * Declare `list_head_t my_list;` (global: starts empty) or INIT_LIST_HEAD(l).
 *
 * Misuse it flags (assertion violated):
 *   - list_add of an object already on the list (list corruption);
 *   - list_del of an object not on the list (double list_del: poisoned links);
 *   - list_next / check_linked from a deleted entry;
 *   - any of these on a freed or NULL object (through deref, heap.pml).
 * hlist_* and rb_* are the same membership model under the kernel's names;
 * an rb-tree keeps no key order here (use rb_find with the key field).
 */
#ifndef MOKERT_LINUX_LIST
#define MOKERT_LINUX_LIST

#ifndef MOKERT_LINUX_HEAP   /* not re-opened when the heap text is already in the model */
#include "heap.pml"
#endif

typedef list_head_t {
  bit lmem[HEAP_ARR];       /* member of this list */
  bit ldel[HEAP_ARR];   /* list_del'd from this list (poisoned links) */
}

hidden byte list_i;   /* scratch, only used inside d_step */

#define list_is_member(l, p)  (l.lmem[p])
#define list_entry_deleted(l, p) (l.ldel[p])

#define INIT_LIST_HEAD(l_) \
  d_step { \
    list_i = 0; \
    do \
    :: list_i < HEAP_ARR -> l_.lmem[list_i] = 0; l_.ldel[list_i] = 0; list_i++ \
    :: else -> break \
    od; \
    list_i = 0 \
  }

#define list_add(p_, l_) \
  d_step { \
    deref(p_); \
    assert(!l_.lmem[p_]);   /* list_add of an entry already on the list */ \
    l_.lmem[p_] = 1; \
    l_.ldel[p_] = 0 \
  }

#define list_add_tail(p_, l_) list_add(p_, l_)

#define list_del(p_, l_) \
  d_step { \
    deref(p_); \
    assert(l_.lmem[p_]);    /* list_del of an entry not on the list (poisoned links) */ \
    l_.lmem[p_] = 0; \
    l_.ldel[p_] = 1 \
  }

/* list_del_init leaves a self-linked entry: deleting it again is harmless. */
#define list_del_init(p_, l_) \
  d_step { \
    deref(p_); \
    l_.lmem[p_] = 0; \
    l_.ldel[p_] = 0 \
  }

/* The entry's links are still valid (not list_del'd). */
#define check_linked(l_, p_) \
  deref(p_); \
  assert(!l_.ldel[p_])   /* following next/prev of a list_del'd entry */

/* r = 1 when the list has no member. */
#define list_empty(l_, r_) \
  d_step { \
    list_i = 1; \
    do \
    :: list_i < HEAP_ARR && !l_.lmem[list_i] -> list_i++ \
    :: else -> break \
    od; \
    r_ = (list_i >= HEAP_ARR); \
    list_i = 0 \
  }

/* p = the member after p in slot order, 0 at the end. Every member visited is
 * dereferenced (the walk reads its links): a freed member still on the list is
 * a use-after-free. */
#define list_next(l_, p_) \
  d_step { \
    if \
    :: p_ != 0 -> check_linked(l_, p_) \
    :: else -> skip \
    fi; \
    list_i = p_ + 1; \
    do \
    :: list_i < HEAP_ARR && !l_.lmem[list_i] -> list_i++ \
    :: else -> break \
    od; \
    if \
    :: list_i >= HEAP_ARR -> p_ = 0 \
    :: else -> p_ = list_i; deref(p_) \
    fi; \
    list_i = 0 \
  }

/* p = the first member, 0 when empty. for-each is:
 *   list_first(l, p); do :: p == 0 -> break :: else -> BODY; list_next(l, p) od */
#define list_first(l_, p_) \
  p_ = 0; \
  list_next(l_, p_)

/* p = the first member whose field[] equals key, 0 if none: the usual
 * list_for_each_entry search loop, done in one step (callers hold the lock).
 * A macro, not an inline: SPIN does not pass array names to inlines. */
#define list_find(l, field, key, p) \
  d_step { \
    list_i = 1; \
    do \
    :: list_i < HEAP_ARR && !(l.lmem[list_i] && field[list_i] == (key)) -> list_i++ \
    :: else -> break \
    od; \
    if \
    :: list_i >= HEAP_ARR -> p = 0 \
    :: else -> p = list_i; deref(p) \
    fi; \
    list_i = 0 \
  }

/* hlist: same membership model. */
#define hlist_head_t list_head_t
#define hlist_unhashed(l, p) (!l.lmem[p])
#define INIT_HLIST_HEAD(l_) INIT_LIST_HEAD(l_)
#define hlist_add_head(p_, l_) list_add(p_, l_)
#define hlist_del(p_, l_) list_del(p_, l_)
#define hlist_del_init(p_, l_) list_del_init(p_, l_)
#define hlist_empty(l_, r_) list_empty(l_, r_)
#define hlist_find(l, field, key, p) list_find(l, field, key, p)

/* rb-tree: membership only (rb_link_node + rb_insert_color = rb_insert). */
#define rb_root_t list_head_t
#define RB_EMPTY_NODE(l, p) (!l.lmem[p])
#define rb_insert(p_, l_) list_add(p_, l_)
#define rb_erase(p_, l_) list_del_init(p_, l_)
#define rb_empty(l_, r_) list_empty(l_, r_)
#define rb_find(l, field, key, p) list_find(l, field, key, p)
#define rb_first(l_, p_) list_first(l_, p_)
#define rb_next(l_, p_) list_next(l_, p_)

#endif
