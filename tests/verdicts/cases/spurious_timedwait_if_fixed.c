/* The fixed twin of spurious_timedwait_if.c: the runner waits in a loop that tests job_posted
 * after every return and leaves it only when the job is there or the wait timed out, so a
 * return of 0 with no signal (a spurious wake-up) waits again. The search is complete and finds
 * nothing.
 * Written for mokert's verdict corpus.
 *
 * CLASS: spurious-timedwait
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t job_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t job_cv = PTHREAD_COND_INITIALIZER;
static int job_posted;
static int job_size;
static int done_units;

static void *poster(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&job_mu);
	job_size = 3;
	job_posted = 1;
	pthread_cond_signal(&job_cv);
	pthread_mutex_unlock(&job_mu);
	return NULL;
}

static void *runner(void *arg)
{
	struct timespec until;
	int rc = 0;
	(void)arg;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 2;
	pthread_mutex_lock(&job_mu);
	while (!job_posted && rc != ETIMEDOUT)
		rc = pthread_cond_timedwait(&job_cv, &job_mu, &until);
	if (!job_posted) {
		pthread_mutex_unlock(&job_mu);
		return NULL;
	}
	assert(job_size > 0);
	done_units = job_size;
	pthread_mutex_unlock(&job_mu);
	return NULL;
}

int main(void)
{
	pthread_t p, r;
	pthread_create(&r, NULL, runner, NULL);
	pthread_create(&p, NULL, poster, NULL);
	pthread_join(r, NULL);
	pthread_join(p, NULL);
	return 0;
}
