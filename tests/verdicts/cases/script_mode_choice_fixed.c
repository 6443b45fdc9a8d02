/* script_mode_choice.c with the job count under the lock in both modes: whatever the
 * model chooses for the mode, no job is lost. Written for mokert's verdict corpus.
 *
 * CLASS: forced-data
 * RUN: mokert run %S/script_mode_choice_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t spool_lock = PTHREAD_MUTEX_INITIALIZER;
static int jobs;
static int batches;

static int read_mode(void)
{
	const char *m = getenv("SPOOL_MODE");

	return m != NULL && m[0] == 'b';
}

static void *spooler(void *arg)
{
	int batch;

	(void)arg;
	batch = read_mode();
	pthread_mutex_lock(&spool_lock);
	jobs = jobs + 1;
	if (batch)
		batches = batches + 1;
	pthread_mutex_unlock(&spool_lock);
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	pthread_create(&a, NULL, spooler, NULL);
	pthread_create(&b, NULL, spooler, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(jobs == 2);
	printf("jobs = %d\n", jobs);
	return 0;
}
