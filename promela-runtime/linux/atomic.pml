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
/* r = v as a statement (the table's `$R=atomic_read(&$V);`), so that it has a C form too. */
#define atomic_read_into(v_, r_) r_ = (v_)

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

/* An atomic_t in C data (a struct's field: atomic_inc(&dev->opens)): the _c forms take the C
 * lvalue; its first int is the kernel's counter. Each is one step, as above. The translator also
 * uses them on a Promela atomic_t (now.refs, an ATOMIC_T) when a result goes to C: that one is
 * used as it is. */
#define MOKERT_KATOMIC(v) \
  (*_Generic(&(v), short *: (short *)&(v), int *: (int *)&(v), default: (int *)&(v)))
#define atomic_read_into_c(v_, r_) c_code { (r_) = MOKERT_KATOMIC(v_); }
#define atomic_set_c(v_, i_) c_code { MOKERT_KATOMIC(v_) = (i_); }
#define atomic_inc_c(v_) c_code { MOKERT_KATOMIC(v_)++; }
#define atomic_dec_c(v_) c_code { MOKERT_KATOMIC(v_)--; }
#define atomic_add_c(i_, v_) c_code { MOKERT_KATOMIC(v_) += (i_); }
#define atomic_sub_c(i_, v_) c_code { MOKERT_KATOMIC(v_) -= (i_); }
#define atomic_dec_and_test_c(v_, r_) c_code { (r_) = (--MOKERT_KATOMIC(v_) == 0); }
#define atomic_inc_and_test_c(v_, r_) c_code { (r_) = (++MOKERT_KATOMIC(v_) == 0); }
#define atomic_sub_and_test_c(i_, v_, r_) c_code { MOKERT_KATOMIC(v_) -= (i_); (r_) = (MOKERT_KATOMIC(v_) == 0); }
#define atomic_inc_return_c(v_, r_) c_code { (r_) = ++MOKERT_KATOMIC(v_); }
#define atomic_dec_return_c(v_, r_) c_code { (r_) = --MOKERT_KATOMIC(v_); }
#define atomic_add_return_c(i_, v_, r_) c_code { MOKERT_KATOMIC(v_) += (i_); (r_) = MOKERT_KATOMIC(v_); }
#define atomic_cmpxchg_c(v_, o_, n_, r_) \
  c_code { (r_) = MOKERT_KATOMIC(v_); if (MOKERT_KATOMIC(v_) == (o_)) MOKERT_KATOMIC(v_) = (n_); }
#define atomic_xchg_c(v_, n_, r_) c_code { (r_) = MOKERT_KATOMIC(v_); MOKERT_KATOMIC(v_) = (n_); }
#define atomic_inc_not_zero_c(v_, r_) \
  c_code { if (MOKERT_KATOMIC(v_) != 0) { MOKERT_KATOMIC(v_)++; (r_) = 1; } else { (r_) = 0; } }

#endif
