/* A uint32_t sequence counter starting at 0xFFFFFFFF, taken by two threads under its
 * lock: correct, and the final check relies on unsigned 32-bit wrap-around (a model that
 * lost the width would give a false alarm, never a confirmation).
 * Written for mokert's verdict corpus.
 *
 * CLASS: unsigned-wrap
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stddef.h>

struct seq {
	pthread_mutex_t mu;
	uint32_t next;
	uint32_t issued;
};
static struct seq sq = { PTHREAD_MUTEX_INITIALIZER, 0xFFFFFFFFu, 0 };

static uint32_t seq_take(struct seq *s)
{
	uint32_t v;
	pthread_mutex_lock(&s->mu);
	v = s->next++;
	s->issued++;
	pthread_mutex_unlock(&s->mu);
	return v;
}

static void *worker(void *arg)
{
	(void)arg;
	seq_take(&sq);
	return NULL;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, NULL, worker, NULL);
	pthread_create(&t2, NULL, worker, NULL);
	pthread_join(t1, NULL);
	pthread_join(t2, NULL);
	assert(sq.issued == 2);
	assert(sq.next == 1u);
	return 0;
}
