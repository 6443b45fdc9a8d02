/* A consumer waits for a result with pthread_cond_timedwait() and, when the wait times out,
 * uses the result only if it is ready. Correct (before timed waits were modelled, pan ran the
 * real call and SPIN reported the check failing).
 * Written for mokert's verdict corpus.
 *
 * CLASS: timed-wait
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t res_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t res_cv = PTHREAD_COND_INITIALIZER;
static int ready;
static int result;

static void *producer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&res_mu);
	result = 42;
	ready = 1;
	pthread_cond_signal(&res_cv);
	pthread_mutex_unlock(&res_mu);
	return NULL;
}

static void *consumer(void *arg)
{
	struct timespec deadline;
	int rc = 0;
	int got;
	(void)arg;
	clock_gettime(CLOCK_REALTIME, &deadline);
	deadline.tv_sec += 2;
	pthread_mutex_lock(&res_mu);
	while (!ready) {
		rc = pthread_cond_timedwait(&res_cv, &res_mu, &deadline);
		if (rc == ETIMEDOUT)
			break;
	}
	got = ready ? result : -1;
	pthread_mutex_unlock(&res_mu);
	assert(got == 42 || got == -1);
	return NULL;
}

int main(void)
{
	pthread_t p, c;
	pthread_create(&c, NULL, consumer, NULL);
	pthread_create(&p, NULL, producer, NULL);
	pthread_join(c, NULL);
	pthread_join(p, NULL);
	return 0;
}
