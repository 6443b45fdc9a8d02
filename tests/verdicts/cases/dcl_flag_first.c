/* Double-checked initialisation that raises the flag before the table is filled: a second
 * thread on the unlocked fast path sees the flag and uses a table of size 0.
 * Written for mokert's verdict corpus.
 *
 * CLASS: double-checked-init
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: size == 16
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
int initialized = 0;
int table_size = 0;

static int table_capacity(void)
{
	if (!initialized) {
		pthread_mutex_lock(&init_lock);
		if (!initialized) {
			initialized = 1;
			table_size = 16;
		}
		pthread_mutex_unlock(&init_lock);
	}
	return table_size;
}

void *user(void *arg)
{
	(void)arg;
	int size = table_capacity();
	assert(size == 16);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, user, NULL);
	pthread_create(&b, NULL, user, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("size = %d\n", table_size);
	return 0;
}
