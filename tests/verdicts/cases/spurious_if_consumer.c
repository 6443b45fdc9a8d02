/* A consumer waits once for a value the producer hands over: `if (!have_value) wait`, not
 * `while`. POSIX lets pthread_cond_wait return with no signal (a spurious wake-up), and the
 * consumer then reads a value nobody has written. One producer and one consumer: no other
 * thread can take the value, so only the spurious wake-up shows the bug; the model lets a wait
 * end so (promela-runtime/pthread.pml) and the replay makes the real call return unsignalled.
 * Written for mokert's verdict corpus.
 *
 * CLASS: spurious-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: spurious wake-up
 * EXPECT-EXIT: 1
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
	if (!have_value)
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
