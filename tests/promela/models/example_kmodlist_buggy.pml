/* expect: assertion violated -- the kmod-list example as the extractor should model it (hand-written): the reader reads the entry after the remover freed it. */
#include "linux/heap.pml"
#include "linux/spinlock.pml"
#include "linux/refcount.pml"
#include "linux/list.pml"
#define KL_ID 1
#define KL_MAGIC 1263291731
spinlock_t kl_lock;
list_head_t kl_list;
int kl_seen;
byte id[HEAP_ARR];
int magic[HEAP_ARR];
refcount_t ref[HEAP_ARR];
proctype kl_reader() {
  kptr e;
  spin_lock(kl_lock);
  list_find(kl_list, id, KL_ID, e);
  spin_unlock(kl_lock);
  if
  :: e -> deref(e); kl_seen = magic[e]
  :: else
  fi
}
proctype kl_remover() {
  kptr e;
  spin_lock(kl_lock);
  list_find(kl_list, id, KL_ID, e);
  if :: e -> list_del(e, kl_list); kfree(e) :: else fi;
  spin_unlock(kl_lock);
}
init {
  kptr e0;
  atomic {
    kmalloc(e0); id[e0] = KL_ID; magic[e0] = KL_MAGIC; kref_init(ref[e0]); list_add(e0, kl_list);
    run kl_reader(); run kl_remover()
  }
}
