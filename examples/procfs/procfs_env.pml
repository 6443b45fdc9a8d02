/* procfs example: the proc_dir_entry fields the lookup table maps to, and the helpers it
 * calls (written for mokert; included by procfs.prx's %runtime before the extracted code). */
#ifndef PROCFS_ENV_PML
#define PROCFS_ENV_PML

/* Needs promela-runtime/linux (included before this file by the lookup table). */
kptr first_child[HEAP_ARR];   /* pde_subdir_first */
kptr sibling[HEAP_ARR];       /* pde_subdir_next: the next entry in name order */
kptr parent_of[HEAP_ARR];
refcount_t refcnt[HEAP_ARR];
/* proc_subdir_lock is a C global of a @type-mapped type: the extractor declares it. */
kptr victim;                  /* the entry remove_proc_entry's lookup finds */
kptr procfs_dir;              /* the directory proc_readdir_de lists */

/* The C pointer locals `de` and `next` as Promela pointers, one per process: the extractor
 * keeps C pointer locals as c_state, so the table maps every statement using them to Promela
 * on these names. */
#ifndef PROCFS_MAXPID
#define PROCFS_MAXPID 4
#endif
kptr procfs_de[PROCFS_MAXPID];
kptr procfs_next[PROCFS_MAXPID];
#define de procfs_de[_pid]
#define next procfs_next[_pid]
byte emitted;                 /* entries proc_readdir_de listed */

/* dir_emit(ctx, de->name, ...) read the entry: it must still be allocated. */
inline procfs_emit_read(p) { deref(p); emitted++ }

/* Unlink p from its parent's list of entries (rb_erase on the subdir tree). */
hidden kptr procfs_q;
inline pde_erase(p) {
  d_step {
    deref(p);
    if
    :: first_child[parent_of[p]] == p -> first_child[parent_of[p]] = sibling[p]
    :: else ->
       procfs_q = first_child[parent_of[p]];
       do
       :: sibling[procfs_q] == p -> sibling[procfs_q] = sibling[p]; break
       :: else -> procfs_q = sibling[procfs_q]
       od;
       procfs_q = 0
    fi
  }
}

/* pde_put: drop a reference; the last one frees the entry. A macro, not an inline: the steps
 * of an inline carry the line numbers of this file in the trail of SPIN, a macro the line of
 * the C call (pde_put(de) in remove_proc_entry), so the replay can switch after the free. */
#define pde_put(p) kref_put_kfree(refcnt[p], p)

#endif
