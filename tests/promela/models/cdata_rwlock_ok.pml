/* expect: ok -- an rwlock in a C struct (the _c forms): two writers and two readers, each side excluding the other, and a Promela rwlock_t beside it. */
#include "linux/rwlock.pml"
#include "cmem.pml"
c_code { const char *mokert_site_text(int site) { (void)site; return ""; } }
c_decl { struct table { unsigned long lock; int version; }; }
c_state "struct table tbl" "Global"
rwlock_t plain;
active [2] proctype writer() {
  write_lock_c(now.tbl.lock);
  c_code { now.tbl.version++; };
  assert(c_expr { MOKERT_KRW_READERS(now.tbl.lock) == 0 });
  write_unlock_c(now.tbl.lock);
  write_lock(plain);
  write_unlock(plain)
}
active [2] proctype reader() {
  read_lock_c(now.tbl.lock);
  assert(c_expr { MOKERT_KRW_WRITER(now.tbl.lock) == 0 });
  read_unlock_c(now.tbl.lock)
}
active proctype check() {
  timeout -> assert(c_expr { now.tbl.version == 2 })
}
