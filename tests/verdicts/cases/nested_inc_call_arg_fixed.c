/* Fixed: the slot is taken and claimed under one mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static int next_slot;
static int owner[2];
static pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;

static void claim(int slot, int who)
{
	if (slot < 2)
		owner[slot] = who;
}

static void *worker(void *arg)
{
	pthread_mutex_lock(&slot_lock);
	claim(next_slot++, (int)(long)arg);
	pthread_mutex_unlock(&slot_lock);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, worker, (void *)1L);
	pthread_create(&b, NULL, worker, (void *)2L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(owner[0] != 0 && owner[1] != 0);
	return 0;
}
