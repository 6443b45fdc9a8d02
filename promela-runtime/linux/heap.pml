/* A kmalloc/kfree heap of HEAP_SLOTS objects for mokert models.
 *
 * A pointer is a byte: 0 is NULL, 1..HEAP_SLOTS name a slot. The fields of a
 * struct become arrays indexed by the pointer (e.g. `byte entry_key[HEAP_ARR]`),
 * and every mapped read or write of p->field first does deref(p).
 *
 * Each slot has a state: HEAP_UNUSED, HEAP_ALIVE, HEAP_FREED.
 * Misuse it flags (all as "assertion violated"):
 *   - deref(p) / check_alive(p) of a freed slot: use-after-free;
 *   - deref(p) of NULL or of a never-allocated slot: bad pointer;
 *   - kfree(p) of a freed slot: double free; of a never-allocated slot: bad free.
 * kfree(0) is allowed, as in the kernel.
 *
 * Freed slots are not handed out again unless HEAP_REUSE is defined, so a stale
 * pointer keeps pointing at freed memory (like slab poisoning with
 * slub_debug=P) and the use-after-free cannot hide behind a reallocation.
 * When no slot is left kmalloc returns NULL, as the kernel may; define
 * HEAP_OOM_ASSERT to turn that into an assertion instead.
 */
#ifndef MOKERT_LINUX_HEAP
#define MOKERT_LINUX_HEAP

#ifndef HEAP_SLOTS
#define HEAP_SLOTS 3
#endif
#define HEAP_ARR (HEAP_SLOTS + 1)   /* size of per-object field arrays (slot 0 = NULL) */

#define HEAP_UNUSED 0
#define HEAP_ALIVE  1
#define HEAP_FREED  2

#define kptr byte   /* a pointer into the heap */

byte heap_state[HEAP_ARR];
hidden byte heap_i;   /* scratch for the search in kmalloc; only used inside d_step */

#define heap_alive(p) ((p) > 0 && (p) <= HEAP_SLOTS && heap_state[p] == HEAP_ALIVE)
#define heap_freed(p) ((p) > 0 && (p) <= HEAP_SLOTS && heap_state[p] == HEAP_FREED)

/* Freed slots are candidates for kmalloc only with HEAP_REUSE; exhaustion is an
 * assertion only with HEAP_OOM_ASSERT (macros cannot hold #ifdef). */
#ifdef HEAP_REUSE
#define heap_free_slot(i) (heap_state[i] != HEAP_ALIVE)
#else
#define heap_free_slot(i) (heap_state[i] == HEAP_UNUSED)
#endif
#ifdef HEAP_OOM_ASSERT
#define heap_out_of_memory() assert(false)   /* heap exhausted: raise HEAP_SLOTS */
#else
#define heap_out_of_memory() skip
#endif

/* p = a fresh slot (lowest free index), or 0 (NULL) when the heap is full. */
#define kmalloc(p_) \
  d_step { \
    heap_i = 1; \
    do \
    :: heap_i <= HEAP_SLOTS && heap_free_slot(heap_i) -> break \
    :: heap_i > HEAP_SLOTS -> break \
    :: else -> heap_i++ \
    od; \
    if \
    :: heap_i > HEAP_SLOTS -> heap_out_of_memory(); p_ = 0 \
    :: else -> heap_state[heap_i] = HEAP_ALIVE; p_ = heap_i \
    fi; \
    heap_i = 0 \
  }

/* The model keeps no contents, so kzalloc is kmalloc; the script zeroes fields. */
#define kzalloc(p_) kmalloc(p_)

#define kfree(p_) \
  d_step { \
    if \
    :: p_ == 0 -> skip \
    :: else -> \
       assert(p_ <= HEAP_SLOTS);                  /* kfree of a pointer not from kmalloc */ \
       assert(heap_state[p_] != HEAP_FREED);      /* double free */ \
       assert(heap_state[p_] == HEAP_ALIVE);      /* kfree of memory never allocated */ \
       heap_state[p_] = HEAP_FREED \
    fi \
  }

/* Every access to *p goes through this. */
#define check_alive(p_) \
  assert(!heap_freed(p_));   /* use-after-free */ \
  assert(heap_alive(p_))     /* NULL or wild pointer dereference */

#define deref(p_) check_alive(p_)

#endif
