/* Double-checked initialisation done right (for sequentially consistent memory, which the
 * model assumes): the fast path tests the flag, the slow path tests it again under the lock,
 * fills the table and raises the flag last. Written for mokert's verdict corpus.
 *
 * CLASS: double-checked-init
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
int initialized = 0;
int table_size = 0;
int inits = 0;

static int table_capacity(void)
{
	if (!initialized) {
		pthread_mutex_lock(&init_lock);
		if (!initialized) {
			table_size = 16;
			inits = inits + 1;
			initialized = 1;
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
	assert(inits == 1);
	printf("size = %d\n", table_size);
	return 0;
}
