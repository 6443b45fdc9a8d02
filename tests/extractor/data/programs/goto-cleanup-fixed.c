/* expect: errors: 0
 * The same goto cleanup with the labels in the right order: each object is freed once on every
 * path. Written for mokert. */
#include <pthread.h>
#include <stdlib.h>

int fail_setup;

static int setup(void)
{
	char *buf;
	char *name;
	buf = malloc(8);
	if (!buf)
		goto err_out;
	name = malloc(4);
	if (!name)
		goto err_free;
	if (fail_setup)
		goto err_name;
	free(name);
	free(buf);
	return 0;
err_name:
	free(name);
err_free:
	free(buf);
err_out:
	return -1;
}

void *worker(void *arg)
{
	(void)arg;
	fail_setup = 1;
	return NULL;
}

int main(void)
{
	pthread_t t;
	pthread_create(&t, NULL, worker, NULL);
	setup();
	pthread_join(t, NULL);
	return 0;
}
