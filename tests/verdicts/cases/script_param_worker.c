/* A Modex harness that runs a worker with an argument: `%X -p worker` makes worker(int id) a
 * passive proctype and the script's init runs `p_worker(1)` and `p_worker(2)`; claim(), an
 * inline (`%X -i claim`), checks a slot free under the table lock and claims it under a second
 * hold, so both workers can claim one slot and the first one's ownership is overwritten: a
 * real bug (the program starts the workers through a wrapper that passes the id). Written for
 * mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_param_worker.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: slots[s].owner == id
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

#define NSLOT 2
struct slot { int owner; int busy; };
static struct slot slots[NSLOT];
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

/* the check and the claim are two critical sections */
static int claim(int id)
{
	int i;
	for (i = 0; i < NSLOT; i++) {
		pthread_mutex_lock(&table_lock);
		int free_slot = !slots[i].busy;
		pthread_mutex_unlock(&table_lock);
		if (free_slot) {
			pthread_mutex_lock(&table_lock);
			slots[i].busy = 1;
			slots[i].owner = id;
			pthread_mutex_unlock(&table_lock);
			return i;
		}
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
