/* expect: double free
 * Both threads free the shared buffer when they see it set: a double free, found as a pan error
 * (never a real free inside pan). Written for mokert. */
#include <pthread.h>
#include <stdlib.h>

char *buf;

void *closer(void *arg)
{
	(void)arg;
	char *b = buf;
	if (b != 0) {
		free(b);
		buf = 0;
	}
	return 0;
}

int main(void)
{
	pthread_t a, b;
	buf = malloc(16);
	pthread_create(&a, 0, closer, 0);
	pthread_create(&b, 0, closer, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return 0;
}
