/* script_helper_queue.c with the count checked under the lock: no put writes past the array.
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_helper_queue_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

#define QSZ 2
struct queue {
	pthread_mutex_t m;
	int items[QSZ];
	int count;
};

struct queue q = { PTHREAD_MUTEX_INITIALIZER, {0}, 0 };

int put(struct queue *qp, int v)
{
	int ok = 0;
	pthread_mutex_lock(&qp->m);
	if (qp->count < QSZ) {
		qp->items[qp->count] = v;
		qp->count++;
		ok = 1;
	}
	pthread_mutex_unlock(&qp->m);
	return ok;
}

void producer(void)
{
	put(&q, 7);
	put(&q, 8);
}

static void *run_producer(void *a) { producer(); return a; }

int main(void)
{
	pthread_t t[2];
	for (int i = 0; i < 2; i++)
		pthread_create(&t[i], 0, run_producer, 0);
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], 0);
	assert(q.count <= QSZ);
	return 0;
}
