/* A test-and-set the platform provides (`tas`, declared here, defined by no file of the
 * program): the Modex script gives it in %C, where the model runs it as one step. The workers
 * count while they hold the flag: nothing is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-c-primitive
 * RUN: mokert run %S/script_c_primitive_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

int tas(int *flag);

int guard;
int count;

void *worker(void *arg)
{
	(void)arg;
	while (tas(&guard))
		;
	int c = count;
	count = c + 1;
	guard = 0;
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, worker, 0);
	pthread_create(&b, 0, worker, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(count == 2);
	return 0;
}
