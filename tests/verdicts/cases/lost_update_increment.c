/* Lost update through `++`: each of two threads adds its deposit to a bank's total with
 * `total += amount`, a load and a store in C. Interleaved, one deposit vanishes.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 30
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int total = 0;

void *deposit_ten(void *arg)
{
	(void)arg;
	total += 10;
	return NULL;
}

void *deposit_twenty(void *arg)
{
	(void)arg;
	total += 20;
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, deposit_ten, NULL);
	pthread_create(&b, NULL, deposit_twenty, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(total == 30);
	printf("total = %d\n", total);
	return 0;
}
