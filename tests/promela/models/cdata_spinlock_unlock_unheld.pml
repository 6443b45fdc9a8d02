/* expect: assertion violated -- spin_unlock_c of a struct's spinlock the process does not hold. */
#include "linux/spinlock.pml"
#include "cmem.pml"
c_code { const char *mokert_site_text(int site) { (void)site; return ""; } }
c_decl { struct kdev { unsigned int lock; int users; }; }
c_state "struct kdev dev" "Global"
active proctype p() {
  spin_unlock_c(now.dev.lock)
}
