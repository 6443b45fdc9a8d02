/* script_rule_split.c with the count updated under the lock: the same script's load and store
 * are inside one critical section, so no update is lost and the search proves it. Written for
 * mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_rule_split_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

int hits;
int done;
pthread_mutex_t lk = PTHREAD_MUTEX_INITIALIZER;

void record(void)
{
	pthread_mutex_lock(&lk);
	hits = hits + 1;
	done++;
	pthread_mutex_unlock(&lk);
}

static void *worker(void *arg)
{
	record();
	return arg;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, 0, worker, 0);
	pthread_create(&t2, 0, worker, 0);
	pthread_join(t1, 0);
	pthread_join(t2, 0);
	assert(hits == 2);
	return 0;
}
