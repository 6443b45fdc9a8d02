/* A Modex script extracts the thread body `producer` (`%X -L ... -a2 producer`), which does
 * nothing but call a helper, put(&q, v), with the queue's lock inside the struct; put checks
 * the count before it takes the lock, so two producers fill the two slots and a third put
 * writes past the array: a real bug. Every line of p_producer is put's, and the thread was
 * named `put` after its first line: bound to put's first call in the program, it ended when
 * that returned and the replay STALLED. The map now says which function each proctype was
 * made from. The script's table maps the lock as put spells it (`pthread_mutex_lock(&qp->m)`);
 * inside the expansion at put(&q, 7) the statement reads `pthread_mutex_lock(&(&q)->m)`, and
 * the shipped pattern rule took it: a rule for the helper's own spelling now matches there too.
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_helper_queue.prx
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: out of bounds
 * EXPECT-EXIT: 1
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
	if (qp->count < QSZ) {           /* checked before the lock */
		pthread_mutex_lock(&qp->m);
		qp->items[qp->count] = v;
		qp->count++;
		pthread_mutex_unlock(&qp->m);
		ok = 1;
	}
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
