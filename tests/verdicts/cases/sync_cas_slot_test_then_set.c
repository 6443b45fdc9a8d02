/* Slots of a global table claimed by thread: each worker looks for a free slot (0) and writes
 * its id there, testing and writing in two steps. Two workers can pick the same slot, and one
 * id is lost. Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: slot[0] + slot[1] == 3
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

int slot[2];

void *worker(void *arg)
{
	int id = (int)(long)arg;
	int i;
	for (i = 0; i < 2; i++) {
		if (slot[i] == 0) {
			slot[i] = id;
			break;
		}
	}
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, worker, (void *)1L);
	pthread_create(&b, 0, worker, (void *)2L);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(slot[0] + slot[1] == 3);
	return 0;
}
