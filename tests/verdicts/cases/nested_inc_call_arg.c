/* A slot handed out as a call's argument, `claim(next_slot++);`, with no lock: the increment
 * in the argument is a load and a store, and two threads both claim slot 0.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-nested
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: owner[0] != 0 && owner[1] != 0
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static int next_slot;
static int owner[2];

static void claim(int slot, int who)
{
	if (slot < 2)
		owner[slot] = who;
}

static void *worker(void *arg)
{
	claim(next_slot++, (int)(long)arg);
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
