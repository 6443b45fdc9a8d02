/* expect: errors: 0
 * A one-slot queue whose mutex and condition variable are fields of a struct reached through a
 * pointer. Written for mokert. */
#include <assert.h>
#include <pthread.h>

struct queue {
	pthread_mutex_t lock;
	pthread_cond_t nonempty;
	int full;
	int value;
};

struct queue q;
struct queue *qp = &q;

void *producer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&qp->lock);
	qp->value = 42;
	qp->full = 1;
	pthread_cond_signal(&qp->nonempty);
	pthread_mutex_unlock(&qp->lock);
	return 0;
}

void *consumer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&qp->lock);
	while (!qp->full)
		pthread_cond_wait(&qp->nonempty, &qp->lock);
	assert(qp->value == 42);
	pthread_mutex_unlock(&qp->lock);
	return 0;
}

int main(void)
{
	pthread_t p, c;
	pthread_create(&c, 0, consumer, 0);
	pthread_create(&p, 0, producer, 0);
	pthread_join(p, 0);
	pthread_join(c, 0);
	return 0;
}
