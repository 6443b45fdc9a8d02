/* `if` instead of `while` around a condition wait: two consumers take jobs from a queue;
 * a consumer that finds the queue empty waits once and then takes a job without looking
 * again. When the other consumer takes the job between the signal and the waiter's return,
 * the waiter takes a job that is not there. Written for mokert's verdict corpus.
 *
 * CLASS: if-not-while
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: q.jobs >= 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct queue {
	pthread_mutex_t lock;
	pthread_cond_t nonempty;
	int jobs;
};

struct queue q;
int taken = 0;

static void take_job(void)
{
	pthread_mutex_lock(&q.lock);
	if (q.jobs == 0)
		pthread_cond_wait(&q.nonempty, &q.lock);
	q.jobs = q.jobs - 1;
	assert(q.jobs >= 0);
	taken = taken + 1;
	pthread_mutex_unlock(&q.lock);
}

static void add_job(void)
{
	pthread_mutex_lock(&q.lock);
	q.jobs = q.jobs + 1;
	pthread_cond_signal(&q.nonempty);
	pthread_mutex_unlock(&q.lock);
}

void *consumer(void *arg)
{
	(void)arg;
	take_job();
	return NULL;
}

void *producer(void *arg)
{
	(void)arg;
	add_job();
	add_job();
	return NULL;
}

int main(void)
{
	pthread_t c1, c2, p;
	pthread_mutex_init(&q.lock, NULL);
	pthread_cond_init(&q.nonempty, NULL);
	pthread_create(&c1, NULL, consumer, NULL);
	pthread_create(&c2, NULL, consumer, NULL);
	pthread_create(&p, NULL, producer, NULL);
	pthread_join(c1, NULL);
	pthread_join(c2, NULL);
	pthread_join(p, NULL);
	printf("taken = %d\n", taken);
	return 0;
}
