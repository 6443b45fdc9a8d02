/* A heap object passed as the thread argument: main allocates a job and hands the same job
 * to two workers, which each mark one part done with a read and a write of `done` and no
 * lock; one mark is lost. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: job->done == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct job {
	int done;
	int id;
};

void *work(void *arg)
{
	struct job *j = arg;
	int d = j->done;
	j->done = d + 1;
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	struct job *job = malloc(sizeof(*job));
	job->done = 0;
	job->id = 1;
	pthread_create(&a, NULL, work, job);
	pthread_create(&b, NULL, work, job);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(job->done == 2);
	free(job);
	return 0;
}
