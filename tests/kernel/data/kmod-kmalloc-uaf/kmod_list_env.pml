/* kmod-list: what the extracted proctypes need besides the kernel primitives
 * (included before them by the scripts' %runtime line). */
#define KL_ID    1
#define KL_MAGIC 1263291731   /* 0x4b4c4953 */

/* The entry pointer `e`, a local of kl_reader and kl_remover, as a Promela heap
 * pointer per process. The extractor does not yet map C pointer locals to a
 * Promela type (it keeps them as c_state), so the scripts tell it that `e` is a
 * Promela name and this #define makes it process-local. */
#ifndef KL_MAXPID
#define KL_MAXPID 4
#endif
kptr kl_local_e[KL_MAXPID];
#define e kl_local_e[_pid]
