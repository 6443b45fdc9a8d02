/* Moving stock between two warehouses, each with its own mutex. Thread A locks `north` and
 * tries `south`; when the try fails it "falls back" to a blocking lock of `south` while still
 * holding `north`. Thread B takes them in the other order: an ABBA deadlock that the trylock
 * was meant to avoid. Written for mokert's verdict corpus.
 *
 * CLASS: trylock-deadlock
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

struct warehouse {
	pthread_mutex_t lock;
	int stock;
};

static struct warehouse north = { PTHREAD_MUTEX_INITIALIZER, 5 };
static struct warehouse south = { PTHREAD_MUTEX_INITIALIZER, 5 };

static void lock_pair(struct warehouse *first, struct warehouse *second)
{
	pthread_mutex_lock(&first->lock);
	if (pthread_mutex_trylock(&second->lock) != 0)
		pthread_mutex_lock(&second->lock);
}

static void move_stock(struct warehouse *from, struct warehouse *to, int n)
{
	lock_pair(from, to);
	from->stock -= n;
	to->stock += n;
	pthread_mutex_unlock(&to->lock);
	pthread_mutex_unlock(&from->lock);
}

static void *north_to_south(void *arg)
{
	(void)arg;
	move_stock(&north, &south, 1);
	return NULL;
}

static void *south_to_north(void *arg)
{
	(void)arg;
	move_stock(&south, &north, 2);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, north_to_south, NULL);
	pthread_create(&b, NULL, south_to_north, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("north %d south %d\n", north.stock, south.stock);
	return 0;
}
