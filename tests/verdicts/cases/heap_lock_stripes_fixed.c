/* Lock striping with the stripe locks in a malloc'd array reached through a global pointer:
 * deposit() locks the account's stripe, id % NSTRIPES, so two deposits to one account always
 * exclude each other. Written for mokert's verdict corpus.
 *
 * CLASS: lock-array
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define NSTRIPES 2
#define NACCOUNTS 4

static pthread_mutex_t *stripes;
static int balance[NACCOUNTS];

struct deposit_req {
	int id;
	int amount;
};

static void deposit(int id, int amount)
{
	pthread_mutex_t *l = &stripes[id % NSTRIPES];
	pthread_mutex_lock(l);
	balance[id] += amount;
	pthread_mutex_unlock(l);
}

static void *teller(void *arg)
{
	struct deposit_req *rq = arg;
	deposit(rq->id, rq->amount);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	struct deposit_req r1 = { 1, 10 }, r2 = { 1, 21 };
	stripes = malloc(NSTRIPES * sizeof(*stripes));
	if (stripes == NULL)
		return 1;
	for (int i = 0; i < NSTRIPES; i++)
		pthread_mutex_init(&stripes[i], NULL);
	pthread_create(&a, NULL, teller, &r1);
	pthread_create(&b, NULL, teller, &r2);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(balance[1] == 31);
	printf("balance %d\n", balance[1]);
	free(stripes);
	return 0;
}
