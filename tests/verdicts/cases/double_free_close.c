/* Double free: two threads close a shared handle; each checks that it is still open and
 * frees it, without a lock, so both can free it. The replay is built with AddressSanitizer,
 * which must report the second free. Written for mokert's verdict corpus.
 *
 * CLASS: double-free
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: double-free
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct handle {
	int fd;
};

struct handle *shared = NULL;

void *closer(void *arg)
{
	(void)arg;
	struct handle *h = shared;
	if (h != NULL) {
		shared = NULL;
		free(h);
	}
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	shared = malloc(sizeof(*shared));
	shared->fd = 3;
	pthread_create(&a, NULL, closer, NULL);
	pthread_create(&b, NULL, closer, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	puts("closed");
	return 0;
}
