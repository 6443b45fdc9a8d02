/* Double-checked initialisation without the second check: two threads see the table
 * uninitialised, and both initialise it, one after the other under the lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: double-checked-init
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: inits == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
int initialized = 0;
int table_size = 0;
int inits = 0;

static void init_table(void)
{
	table_size = 16;
	inits = inits + 1;
}

static void ensure_table(void)
{
	if (!initialized) {
		pthread_mutex_lock(&init_lock);
		init_table();
		initialized = 1;
		pthread_mutex_unlock(&init_lock);
	}
}

void *user(void *arg)
{
	(void)arg;
	ensure_table();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, user, NULL);
	pthread_create(&b, NULL, user, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(inits == 1);
	printf("inits = %d size = %d\n", inits, table_size);
	return 0;
}
