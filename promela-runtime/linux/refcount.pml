/* Linux refcount_t and struct kref for mokert models.
 *
 * Both are one byte, the count. A kref embedded in a heap object becomes an
 * array indexed by the object's pointer, e.g. `refcount_t entry_ref[HEAP_ARR]`.
 *
 * Misuse it flags (assertion violated):
 *   - increment from zero (refcount_inc / kref_get on an object whose count
 *     already dropped to 0: the object is being or has been released);
 *   - decrement below zero (underflow: one put too many);
 *   - refcount_dec to zero (the kernel WARNs: the object leaks);
 *   - saturation at REFCOUNT_MAX.
 * The release step of kref_put is the caller's: kref_put returns r = 1 when the
 * count hit zero; kref_put_kfree(k, p) does the common `kfree(p)` release.
 */
#ifndef MOKERT_LINUX_REFCOUNT
#define MOKERT_LINUX_REFCOUNT

#ifndef MOKERT_LINUX_HEAP   /* not re-opened when the heap text is already in the model */
#include "heap.pml"
#endif

#ifndef REFCOUNT_MAX
#define REFCOUNT_MAX 15
#endif

#define refcount_t byte
#define kref_t byte

#define refcount_read(c) (c)
#define kref_read(k)     (k)

#define refcount_set(c_, n_) c_ = n_

#define refcount_inc(c_) \
  d_step { \
    assert(c_ != 0);              /* increment on 0: use-after-free */ \
    assert(c_ < REFCOUNT_MAX);    /* saturation */ \
    c_++ \
  }

/* r = 1 when a reference was taken (c was not 0). */
#define refcount_inc_not_zero(c_, r_) \
  d_step { \
    if \
    :: c_ != 0 -> assert(c_ < REFCOUNT_MAX); c_++; r_ = 1 \
    :: else -> r_ = 0 \
    fi \
  }

#define refcount_dec(c_) \
  d_step { \
    assert(c_ != 0);   /* underflow */ \
    assert(c_ != 1);   /* dropped to zero without release: leak */ \
    c_-- \
  }

/* r = 1 when this put dropped the last reference. */
#define refcount_dec_and_test(c_, r_) \
  d_step { \
    assert(c_ != 0);   /* underflow: one put too many */ \
    c_--; \
    r_ = (c_ == 0) \
  }

/* r = the count, as a statement (the table's `$R=refcount_read(&$C);`), so that it has a C form. */
#define refcount_read_into(c_, r_) r_ = (c_)
/* A refcount_t in C data (a struct's field: refcount_inc(&obj->refs)): the same checks on its
 * first int, the kernel's counter (refcount_t wraps an atomic_t). MOKERT_KATOMIC is atomic.pml's.
 * Before these, such a call kept the Promela form with C names and spin rejected the model. */
#define refcount_read_into_c(c_, r_) c_code { (r_) = MOKERT_KATOMIC(c_); }
#define refcount_set_c(c_, n_) c_code { MOKERT_KATOMIC(c_) = (n_); }
#define refcount_inc_c(c_) \
  atomic { \
    assert(c_expr { MOKERT_KATOMIC(c_) != 0 });   /* increment on 0: use-after-free */ \
    assert(c_expr { MOKERT_KATOMIC(c_) < REFCOUNT_MAX }); \
    c_code { MOKERT_KATOMIC(c_)++; } \
  }
#define refcount_inc_not_zero_c(c_, r_) \
  c_code { if (MOKERT_KATOMIC(c_) != 0) { MOKERT_KATOMIC(c_)++; (r_) = 1; } else { (r_) = 0; } }
#define refcount_dec_c(c_) \
  atomic { \
    assert(c_expr { MOKERT_KATOMIC(c_) != 0 });   /* underflow */ \
    assert(c_expr { MOKERT_KATOMIC(c_) != 1 });   /* dropped to zero without release: leak */ \
    c_code { MOKERT_KATOMIC(c_)--; } \
  }
#define refcount_dec_and_test_c(c_, r_) \
  atomic { \
    assert(c_expr { MOKERT_KATOMIC(c_) != 0 });   /* underflow: one put too many */ \
    c_code { (r_) = (--MOKERT_KATOMIC(c_) == 0); } \
  }
#define kref_init(k_) k_ = 1

#define kref_get(k_) refcount_inc(k_)

#define kref_get_unless_zero(k_, r_) refcount_inc_not_zero(k_, r_)

#define kref_put(k_, r_) refcount_dec_and_test(k_, r_)

/* kref_put whose release function is kfree of the containing object p.
 * Decrement and release are one step: between them nobody may legally touch
 * the object, so no interleaving that matters is lost. */
#define kref_put_kfree(k_, p_) \
  atomic { \
    assert(k_ != 0);   /* underflow: one put too many */ \
    k_--; \
    if \
    :: k_ == 0 -> kfree(p_) \
    :: else -> skip \
    fi \
  }

#endif
