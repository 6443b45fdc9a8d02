/* A job runner waits at most two seconds for its job: one pthread_cond_timedwait() under `if`,
 * not in a loop. It handles the timeout (it gives up), but a return of 0 it takes as "the job
 * is there". POSIX lets the timed wait return 0 with no signal (a spurious wake-up), and the
 * runner then runs an empty job. The model's timed wait ends signalled, timed out or spuriously
 * (promela-runtime/pthread.pml); the replay makes the real call return 0 unsignalled.
 * Written for mokert's verdict corpus.
 *
 * CLASS: spurious-timedwait
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: spurious wake-up
 * EXPECT-EXIT: 1
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
	if (!job_posted)
		rc = pthread_cond_timedwait(&job_cv, &job_mu, &until);
	if (rc == ETIMEDOUT) {
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
