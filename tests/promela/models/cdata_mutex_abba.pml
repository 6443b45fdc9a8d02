/* expect: invalid end state -- two processes take the mutexes of two structs in an array in opposite orders. */
#include "linux/mutex.pml"
#include "cmem.pml"
c_code { const char *mokert_site_text(int site) { (void)site; return ""; } }
c_decl { struct acct { unsigned long lock; int balance; }; }
c_state "struct acct accts[2]" "Global"
active proctype left() {
  mutex_lock_c(now.accts[0].lock);
  mutex_lock_c(now.accts[1].lock);
  mutex_unlock_c(now.accts[1].lock);
  mutex_unlock_c(now.accts[0].lock)
}
active proctype right() {
  mutex_lock_c(now.accts[1].lock);
  mutex_lock_c(now.accts[0].lock);
  mutex_unlock_c(now.accts[0].lock);
  mutex_unlock_c(now.accts[1].lock)
}
