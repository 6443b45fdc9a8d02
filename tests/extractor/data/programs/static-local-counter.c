/* expect: assertion violated
 * Two functions each keep a call count in a static local of the same name; the counts are
 * separate objects. The second thread's `next_id` is not locked: two threads can get the same
 * id. Written for mokert. */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int ids[2];

static int next_id(void)
{
	static int n;
	n = n + 1;
	return n;
}

static int next_ticket(void)
{
	static int n = 100;
	int t;
	pthread_mutex_lock(&lock);
	n = n + 1;
	t = n;
	pthread_mutex_unlock(&lock);
	return t;
}

void *first(void *arg)
{
	(void)arg;
	ids[0] = next_id();
	assert(next_ticket() > 100);
	return NULL;
}

void *second(void *arg)
{
	(void)arg;
	ids[1] = next_id();
	assert(next_ticket() > 100);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, first, NULL);
	pthread_create(&b, NULL, second, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(ids[0] != ids[1]);
	return 0;
}
