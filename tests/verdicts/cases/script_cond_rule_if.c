/* A bounded queue whose lock and condition variables the script models with Promela of its own,
 * as a Modex user writes them: the lock a bit, each wait "give the bit back, take it again" (so a
 * wait may end with no signal, which POSIX allows) and the signals skipped. A consumer waits
 * under `if`, not `while`: SPIN lets it go on with the queue empty and the assertion fails. On
 * the real code the replay waited for a signal the counterexample never sends and the verdict
 * was STALLED, a real bug called a false alarm; the real wait now returns when the
 * counterexample gives the thread the turn, a spurious wake-up. Written for mokert's verdict
 * corpus.
 *
 * CLASS: if-not-while
 * RUN: mokert run %S/script_cond_rule_if.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: returned with no signal
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

#define CAP 2
struct bq {
	pthread_mutex_t lock;
	pthread_cond_t nonempty;
	pthread_cond_t nonfull;
	int buf[CAP];
	int head, tail, count;
};

static struct bq q = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
		       PTHREAD_COND_INITIALIZER, {0}, 0, 0, 0 };

static void bq_put(struct bq *b, int v)
{
	pthread_mutex_lock(&b->lock);
	while (b->count == CAP)
		pthread_cond_wait(&b->nonfull, &b->lock);
	b->buf[b->tail] = v;
	b->tail = (b->tail + 1) % CAP;
	b->count++;
	pthread_cond_signal(&b->nonempty);
	pthread_mutex_unlock(&b->lock);
}

static int bq_get(struct bq *b)
{
	int v;
	pthread_mutex_lock(&b->lock);
	if (b->count == 0)
		pthread_cond_wait(&b->nonempty, &b->lock);
	assert(b->count > 0);
	v = b->buf[b->head];
	b->head = (b->head + 1) % CAP;
	b->count--;
	pthread_cond_signal(&b->nonfull);
	pthread_mutex_unlock(&b->lock);
	return v;
}

static void *producer(void *arg)
{
	(void)arg;
	bq_put(&q, 1);
	bq_put(&q, 2);
	return 0;
}

static void *consumer(void *arg)
{
	(void)arg;
	bq_get(&q);
	return 0;
}

int main(void)
{
	pthread_t p, c1, c2;
	pthread_create(&c1, 0, consumer, 0);
	pthread_create(&c2, 0, consumer, 0);
	pthread_create(&p, 0, producer, 0);
	pthread_join(p, 0);
	pthread_join(c1, 0);
	pthread_join(c2, 0);
	return 0;
}
