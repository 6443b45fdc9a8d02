/* A consumer bails out with pthread_exit() from a helper when it finds the queue empty, and
 * unlocks the queue's mutex before it does: the producer always gets the lock. Written for
 * mokert's verdict corpus.
 *
 * CLASS: pthread-exit-lock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t q_lock = PTHREAD_MUTEX_INITIALIZER;
static int q_len;
static int consumed;

static void give_up(const char *why)
{
	fprintf(stderr, "consumer: %s\n", why);
	pthread_exit(NULL);
}

static void *consumer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&q_lock);
	if (q_len == 0) {
		pthread_mutex_unlock(&q_lock);
		give_up("queue empty");
	}
	q_len--;
	consumed++;
	pthread_mutex_unlock(&q_lock);
	return NULL;
}

static void *producer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&q_lock);
	q_len++;
	pthread_mutex_unlock(&q_lock);
	return NULL;
}

int main(void)
{
	pthread_t c, p;
	pthread_create(&c, NULL, consumer, NULL);
	pthread_create(&p, NULL, producer, NULL);
	pthread_join(c, NULL);
	pthread_join(p, NULL);
	printf("consumed %d, left %d\n", consumed, q_len);
	return 0;
}
