/* Linux atomic_t for mokert models.
 *
 * An atomic_t is ATOMIC_T (short by default: kernel counters may go negative).
 * Argument order follows the kernel (atomic_add(i, v)); the kernel's return
 * values come back through a last argument r, because these macros are
 * statements, not expressions. atomic_read is an expression.
 *
 * Every operation is one indivisible step, as on the real machine. Misuse is
 * not flagged here: atomics have no misuse of their own; use refcount.pml for
 * reference counts.
 */
#ifndef MOKERT_LINUX_ATOMIC
#define MOKERT_LINUX_ATOMIC

#ifndef ATOMIC_T
#define ATOMIC_T short
#endif

#define atomic_t ATOMIC_T

#define atomic_read(v) (v)

#define atomic_set(v_, i_) v_ = i_
#define atomic_inc(v_) v_++
#define atomic_dec(v_) v_--
#define atomic_add(i_, v_) v_ = v_ + (i_)
#define atomic_sub(i_, v_) v_ = v_ - (i_)

/* r = 1 when the new value is zero. */
#define atomic_dec_and_test(v_, r_) d_step { v_--; r_ = (v_ == 0) }

#define atomic_inc_and_test(v_, r_) d_step { v_++; r_ = (v_ == 0) }

#define atomic_sub_and_test(i_, v_, r_) d_step { v_ = v_ - (i_); r_ = (v_ == 0) }

#define atomic_inc_return(v_, r_) d_step { v_++; r_ = v_ }

#define atomic_dec_return(v_, r_) d_step { v_--; r_ = v_ }

#define atomic_add_return(i_, v_, r_) d_step { v_ = v_ + (i_); r_ = v_ }

/* r = the old value; v becomes n only when it was o. */
#define atomic_cmpxchg(v_, o_, n_, r_) \
  d_step { \
    r_ = v_; \
    if \
    :: v_ == (o_) -> v_ = n_ \
    :: else -> skip \
    fi \
  }

#define atomic_xchg(v_, n_, r_) d_step { r_ = v_; v_ = n_ }

/* r = 1 when v was not u and has been incremented (atomic_add_unless(v,1,u)). */
#define atomic_inc_not_zero(v_, r_) \
  d_step { \
    if \
    :: v_ != 0 -> v_++; r_ = 1 \
    :: else -> r_ = 0 \
    fi \
  }

#endif
