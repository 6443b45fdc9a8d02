/* A test-and-set the platform provides (`tas`, declared here, defined by no file of the
 * program): the Modex script gives it in %C, where the model runs it as one step. The workers
 * release the flag before they count: a lost update. The replay compiles the script's %C with
 * the program, since the model linked it (before 2026-11-27 the program did not link: ERROR).
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-c-primitive
 * RUN: mokert run %S/script_c_primitive.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: count == 2
 * EXPECT-EXIT: 1
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
	guard = 0;
	int c = count;
	count = c + 1;
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
