/* A Modex user's script splits an unlocked `hits = hits + 1` into a load and a store with c_code
 * rules over an Import-ed global and a Declare-d local, and checks the count in its init after
 * the processes it ran are gone (`(_nr_pr == 1)`). The model interleaves inside the one C
 * statement; the replay makes the same cut (the store split from the load), so the lost update
 * is forced: a real bug. Before, the two halves were merged, the statement ran whole and the
 * bug was called a false alarm. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_rule_split.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

int hits;
int done;
pthread_mutex_t lk = PTHREAD_MUTEX_INITIALIZER;

void record(void)
{
	hits = hits + 1;
	pthread_mutex_lock(&lk);
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
