/* The fixed twin of spurious_if_consumer.c: the consumer waits in `while (!have_value)`, so a
 * wait that returns with no signal (a spurious wake-up, which the model allows) only tests the
 * flag again and waits once more. The search is complete and finds nothing.
 * Written for mokert's verdict corpus.
 *
 * CLASS: spurious-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t handoff_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t handoff_cv = PTHREAD_COND_INITIALIZER;
static int have_value;
static int value;

static void *producer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&handoff_mu);
	value = 7;
	have_value = 1;
	pthread_cond_signal(&handoff_cv);
	pthread_mutex_unlock(&handoff_mu);
	return NULL;
}

static void *consumer(void *arg)
{
	int v;
	(void)arg;
	pthread_mutex_lock(&handoff_mu);
	while (!have_value)
		pthread_cond_wait(&handoff_cv, &handoff_mu);
	v = value;
	pthread_mutex_unlock(&handoff_mu);
	assert(v == 7);
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
