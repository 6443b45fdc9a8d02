/* mokert Promela runtime: the heap of C code inside the model. Written for mokert; see
 * docs/extractor.md ("C memory").
 *
 * malloc/calloc/free (and kmalloc/kzalloc/kfree) in the extracted c_code are renamed to the
 * functions below, so nothing is allocated for real inside pan: blocks are carved out of
 * mokert_heap, an array in the state vector (pan's `now`). Backtracking restores it with the rest
 * of the state, so the search sees every heap object and a pointer into the heap stays valid.
 * A freed block is never handed out again, so a stale pointer keeps pointing at freed memory and
 * a use after free cannot hide behind a reallocation.
 *
 * Limits: MOKERT_HEAP_BYTES bytes and MOKERT_HEAP_BLOCKS allocations per run (raise them with
 * %O -DMOKERT_HEAP_BYTES=4096 in the script or pan's compile flags); running out is reported as
 * a pan error naming the allocation, not taken for a program bug silently.
 */
#ifndef MOKERT_CHEAP_PML
#define MOKERT_CHEAP_PML

c_decl {
\#ifndef MOKERT_HEAP_BYTES
\#define MOKERT_HEAP_BYTES 512
\#endif
\#ifndef MOKERT_HEAP_BLOCKS
\#define MOKERT_HEAP_BLOCKS 16
\#endif
\#define MOKERT_HAS_HEAP 1
/* state: 0 unused, 1 live, 2 freed */
struct mokert_block { unsigned short off, size; unsigned char state; };
}
c_state "unsigned char mokert_heap[MOKERT_HEAP_BYTES]" "Global"
c_state "struct mokert_block mokert_blocks[MOKERT_HEAP_BLOCKS]" "Global"
c_state "unsigned short mokert_heap_top" "Global"

c_code {
/* The block p points into (any byte of it), or -1. */
int mokert_block_of(const void *p) {
	const unsigned char *c = (const unsigned char *)p;
	int i;
	if (c < now.mokert_heap || c >= now.mokert_heap + MOKERT_HEAP_BYTES) return -1;
	for (i = 0; i < MOKERT_HEAP_BLOCKS; i++)
		if (now.mokert_blocks[i].state != 0 && c >= now.mokert_heap + now.mokert_blocks[i].off &&
		    c < now.mokert_heap + now.mokert_blocks[i].off + now.mokert_blocks[i].size)
			return i;
	return -1;
}
int mokert_heap_has_room(unsigned long n) {
	unsigned long need = n ? (n + 7) & ~7UL : 8;
	return now.mokert_blocks[MOKERT_HEAP_BLOCKS - 1].state == 0 && now.mokert_heap_top + need <= MOKERT_HEAP_BYTES;
}
void *mokert_malloc(unsigned long n) {
	unsigned long need = n ? (n + 7) & ~7UL : 8;
	int i;
	for (i = 0; i < MOKERT_HEAP_BLOCKS && now.mokert_blocks[i].state != 0; i++)
		;
	if (i == MOKERT_HEAP_BLOCKS || now.mokert_heap_top + need > MOKERT_HEAP_BYTES) return 0;
	now.mokert_blocks[i].off = now.mokert_heap_top;
	now.mokert_blocks[i].size = (unsigned short)need;
	now.mokert_blocks[i].state = 1;
	now.mokert_heap_top += (unsigned short)need;
	memset(now.mokert_heap + now.mokert_blocks[i].off, 0, need);
	return now.mokert_heap + now.mokert_blocks[i].off;
}
void *mokert_calloc(unsigned long n, unsigned long size) { return mokert_malloc(n * size); }
void *mokert_kmalloc(unsigned long n, unsigned long flags) { (void)flags; return mokert_malloc(n); }
void *mokert_kzalloc(unsigned long n, unsigned long flags) { (void)flags; return mokert_malloc(n); }
void *mokert_kcalloc(unsigned long n, unsigned long size, unsigned long flags) { (void)flags; return mokert_malloc(n * size); }
void *mokert_kvmalloc(unsigned long n, unsigned long flags) { (void)flags; return mokert_malloc(n); }
void *mokert_kvzalloc(unsigned long n, unsigned long flags) { (void)flags; return mokert_malloc(n); }
void mokert_free(void *p) {
	int b = mokert_block_of(p);
	if (b >= 0) now.mokert_blocks[b].state = 2;
}
void mokert_kfree(const void *p) { mokert_free((void *)p); }
void mokert_kvfree(const void *p) { mokert_free((void *)p); }
void *mokert_realloc(void *p, unsigned long n) {
	int b = mokert_block_of(p);
	void *q = mokert_malloc(n);
	if (q && b >= 0) {
		memcpy(q, now.mokert_heap + now.mokert_blocks[b].off, now.mokert_blocks[b].size < n ? now.mokert_blocks[b].size : n);
		now.mokert_blocks[b].state = 2;
	}
	return q;
}
char *mokert_strdup(const char *s) {
	char *d = (char *)mokert_malloc(strlen(s) + 1);
	if (d) strcpy(d, s);
	return d;
}
}
#endif
