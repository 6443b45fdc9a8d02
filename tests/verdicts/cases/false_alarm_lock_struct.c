/* False alarm from an abstracted lock: the stock count and its mutex live in one struct and
 * every update holds the mutex, so the program is correct. The script beside this file maps
 * the mutex calls to `skip`; in the model two reservations interleave and the count goes
 * wrong. The replay parks the first thread inside its critical section and the second one
 * blocks on the real mutex: the model misses that lock. Written for mokert's verdict corpus.
 *
 * CLASS: false-alarm-lock
 * RUN: mokert run %S/false_alarm_lock_struct.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: STALLED
 * EXPECT-REASON: stock.lock
 * EXPECT-REASON: held by
 * EXPECT-EXIT: 4
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

struct stock {
	pthread_mutex_t lock;
	int items;
};

struct stock stock;

static void reserve_item(void)
{
	pthread_mutex_lock(&stock.lock);
	int left = stock.items;
	stock.items = left - 1;
	pthread_mutex_unlock(&stock.lock);
}

void *shopper(void *arg)
{
	(void)arg;
	reserve_item();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_mutex_init(&stock.lock, NULL);
	stock.items = 5;
	pthread_create(&a, NULL, shopper, NULL);
	pthread_create(&b, NULL, shopper, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(stock.items == 3);
	printf("items = %d\n", stock.items);
	return 0;
}
