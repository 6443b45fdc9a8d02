/* A bounded buffer of one slot shared by two producers and one consumer: a producer waits
 * for room with `if` instead of `while`, so when both producers wait and are woken, both put
 * and the buffer holds more than it can. Written for mokert's verdict corpus.
 *
 * CLASS: if-not-while
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: count <= 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct buffer {
	pthread_mutex_t lock;
	pthread_cond_t room;
	int count;
};

struct buffer buf = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 1};

void *producer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&buf.lock);
	if (buf.count == 1)
		pthread_cond_wait(&buf.room, &buf.lock);
	buf.count = buf.count + 1;
	assert(buf.count <= 1);
	pthread_mutex_unlock(&buf.lock);
	return NULL;
}

void *consumer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&buf.lock);
	if (buf.count > 0) {
		buf.count = buf.count - 1;
		pthread_cond_broadcast(&buf.room);
	}
	pthread_mutex_unlock(&buf.lock);
	return NULL;
}

int main(void)
{
	pthread_t p1, p2, c;
	pthread_create(&p1, NULL, producer, NULL);
	pthread_create(&p2, NULL, producer, NULL);
	pthread_create(&c, NULL, consumer, NULL);
	pthread_join(c, NULL);
	printf("count = %d\n", buf.count);
	return 0;
}
