/* kmod-list: the constants of kmod_list.h the model uses (included before the
 * extracted proctypes by the scripts' %runtime line). */
#define KL_ID    1
#define KL_MAGIC 1263291731   /* 0x4b4c4953 */
