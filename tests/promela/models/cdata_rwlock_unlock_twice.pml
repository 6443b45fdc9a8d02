/* expect: assertion violated -- an rwlock in a C struct (the _c forms): a second read_unlock has no read side to give back. */
#include "linux/rwlock.pml"
#include "cmem.pml"
c_code { const char *mokert_site_text(int site) { (void)site; return ""; } }
c_decl { struct table { unsigned long lock; int version; }; }
c_state "struct table tbl" "Global"
active proctype reader() {
  read_lock_c(now.tbl.lock);
  read_unlock_c(now.tbl.lock);
  read_unlock_c(now.tbl.lock)
}
