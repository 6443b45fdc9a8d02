/* script_param_worker.c with the check and the claim in one critical section: each worker
 * claims a slot no one holds, so the ownership check holds. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_param_worker_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

#define NSLOT 2
struct slot { int owner; int busy; };
static struct slot slots[NSLOT];
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

static int claim(int id)
{
	int i;
	for (i = 0; i < NSLOT; i++) {
		pthread_mutex_lock(&table_lock);
		if (!slots[i].busy) {
			slots[i].busy = 1;
			slots[i].owner = id;
			pthread_mutex_unlock(&table_lock);
			return i;
		}
		pthread_mutex_unlock(&table_lock);
	}
	return -1;
}

void worker(int id)
{
	int s = claim(id);
	if (s >= 0)
		assert(slots[s].owner == id);
}

static void *start(void *arg)
{
	worker((int)(long)arg);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, start, (void *)1L);
	pthread_create(&b, 0, start, (void *)2L);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return 0;
}
