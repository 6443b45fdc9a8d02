/* A real bug that a Modex user's script reaches through an abstraction: the script turns the
 * joins into `skip`, so in the model main is past its joins while the filler is still in the
 * middle of its loop. The drainer takes a slot when `used >= 0` (it should be `used > 0`), so
 * drained first it takes a slot that was never filled. The replay cannot take main past a join
 * of a thread the counterexample leaves parked; the bug does not need main to get there, and it
 * must be CONFIRMED, not blamed on the model. Written for mokert's verdict corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_join_abstracted.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: used >= 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

#define SLOTS 2
static int slot[SLOTS];
static int used = 0;
static int head = 0, tail = 0;
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;

static void *filler(void *unused)
{
	int i;
	for (i = 0; i < 3; i++) {
		pthread_mutex_lock(&slots_lock);
		if (used < SLOTS) {
			slot[tail] = i + 1;
			tail = (tail + 1) % SLOTS;
			used++;
		}
		pthread_mutex_unlock(&slots_lock);
	}
	return unused;
}

static void *drainer(void *unused)
{
	int i, got;
	for (i = 0; i < 3; i++) {
		pthread_mutex_lock(&slots_lock);
		if (used >= 0) {
			got = slot[head];
			head = (head + 1) % SLOTS;
			used--;
			assert(used >= 0);
		}
		pthread_mutex_unlock(&slots_lock);
	}
	(void)got;
	return unused;
}

int main(void)
{
	pthread_t f, d;
	pthread_create(&f, 0, filler, 0);
	pthread_create(&d, 0, drainer, 0);
	pthread_join(f, 0);
	pthread_join(d, 0);
	return 0;
}
