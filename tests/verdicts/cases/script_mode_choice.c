/* A real bug behind an input the script abstracts: a spooler reads its mode from the
 * environment; in batch mode it counts jobs without the lock ("one spooler per batch",
 * an assumption nobody enforces). With two spoolers in batch mode one job is lost.
 * The script turns `batch = read_mode();` into a choice of 0 or 1; the replay must give
 * the real program the model's choice (the input can be either), and the lost update is
 * then real. Written for mokert's verdict corpus.
 *
 * CLASS: forced-data
 * RUN: mokert run %S/script_mode_choice.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: jobs == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t spool_lock = PTHREAD_MUTEX_INITIALIZER;
static int jobs;

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
	if (batch) {
		jobs = jobs + 1;
	} else {
		pthread_mutex_lock(&spool_lock);
		jobs = jobs + 1;
		pthread_mutex_unlock(&spool_lock);
	}
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
