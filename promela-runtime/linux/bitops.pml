/* Linux bit operations and cmpxchg/xchg on plain words for mokert models.
 *
 * Kernel code keeps busy flags in an unsigned long (test_and_set_bit(BUSY, &dev->flags)) and
 * claims slots with cmpxchg(&slot->owner, 0, me). Those words are C data in the model (an
 * unsigned long stays a C object), so every form here is a _c form on C text: the bit forms take
 * the word's address, as the kernel does (the same rule serves `&flags` and a bitmap array);
 * cmpxchg/xchg take the lvalue. Each is one indivisible step, as the locked instruction is;
 * the non-atomic __set_bit family is mapped to the same step (its race is with itself only).
 * Before these, the kernel's inline versions ran in pan as machine code: a stand-in error
 * ("`variable_test_bit` has no model") or a pan that did not compile (cmpxchg's asm).
 * Results come back through a last argument r, as in atomic.pml.
 */
#ifndef MOKERT_LINUX_BITOPS
#define MOKERT_LINUX_BITOPS

#define MOKERT_BITWORD(p_, n_) (((unsigned long *)(p_))[(n_) / (8 * sizeof(unsigned long))])
#define MOKERT_BITMASK(n_) (1UL << ((n_) % (8 * sizeof(unsigned long))))

#define set_bit_c(n_, p_) c_code { MOKERT_BITWORD(p_, n_) |= MOKERT_BITMASK(n_); }
#define clear_bit_c(n_, p_) c_code { MOKERT_BITWORD(p_, n_) &= ~MOKERT_BITMASK(n_); }
#define change_bit_c(n_, p_) c_code { MOKERT_BITWORD(p_, n_) ^= MOKERT_BITMASK(n_); }
#define test_bit_c(n_, p_, r_) c_code { (r_) = (MOKERT_BITWORD(p_, n_) & MOKERT_BITMASK(n_)) != 0; }
#define test_and_set_bit_c(n_, p_, r_) \
  c_code { (r_) = (MOKERT_BITWORD(p_, n_) & MOKERT_BITMASK(n_)) != 0; MOKERT_BITWORD(p_, n_) |= MOKERT_BITMASK(n_); }
#define test_and_clear_bit_c(n_, p_, r_) \
  c_code { (r_) = (MOKERT_BITWORD(p_, n_) & MOKERT_BITMASK(n_)) != 0; MOKERT_BITWORD(p_, n_) &= ~MOKERT_BITMASK(n_); }
#define test_and_change_bit_c(n_, p_, r_) \
  c_code { (r_) = (MOKERT_BITWORD(p_, n_) & MOKERT_BITMASK(n_)) != 0; MOKERT_BITWORD(p_, n_) ^= MOKERT_BITMASK(n_); }

/* r = the old value; v becomes n only when it was o. */
#define cmpxchg_c(v_, o_, n_, r_) c_code { (r_) = (v_); if ((v_) == (o_)) (v_) = (n_); }
#define cmpxchg_void_c(v_, o_, n_) c_code { if ((v_) == (o_)) (v_) = (n_); }
#define xchg_c(v_, n_, r_) c_code { (r_) = (v_); (v_) = (n_); }
/* try_cmpxchg(&v, &old, new): true and v = new when v was *old, else *old = v. */
#define try_cmpxchg_c(v_, o_, n_, r_) \
  c_code { if ((v_) == *(o_)) { (v_) = (n_); (r_) = 1; } else { *(o_) = (v_); (r_) = 0; } }

/* READ_ONCE/WRITE_ONCE: one load or store, the way the model runs every C access. */
#define read_once_c(x_, r_) c_code { (r_) = (x_); }
#define write_once_c(x_, v_) c_code { (x_) = (v_); }

#endif
