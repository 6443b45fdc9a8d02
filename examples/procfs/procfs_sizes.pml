/* procfs example: sizes of the kernel runtime, included before it (procfs.prx's first
 * %runtime): the heap holds the directory and its four entries. */
#define HEAP_SLOTS 5
