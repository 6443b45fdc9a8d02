/* Fixed: the job carries its own mutex, and each worker marks its part under it.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct job {
	pthread_mutex_t lock;
	int done;
	int id;
};

void *work(void *arg)
{
	struct job *j = arg;
	pthread_mutex_lock(&j->lock);
	int d = j->done;
	j->done = d + 1;
	pthread_mutex_unlock(&j->lock);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	struct job *job = malloc(sizeof(*job));
	pthread_mutex_init(&job->lock, NULL);
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
