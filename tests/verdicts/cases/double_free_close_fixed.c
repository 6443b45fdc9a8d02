/* Fixed: the handle is taken out of `shared` under a mutex, so exactly one closer frees it.
 * Built with AddressSanitizer as the buggy version. Written for mokert's verdict corpus.
 *
 * CLASS: double-free
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct handle {
	int fd;
};

pthread_mutex_t shared_lock = PTHREAD_MUTEX_INITIALIZER;
struct handle *shared = NULL;

void *closer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&shared_lock);
	struct handle *h = shared;
	shared = NULL;
	pthread_mutex_unlock(&shared_lock);
	if (h != NULL)
		free(h);
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
