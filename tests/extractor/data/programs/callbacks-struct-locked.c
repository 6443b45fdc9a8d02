/* expect: errors: 0
 * The same struct of callbacks with `put` taking the lock: no update is lost, and the call
 * through the pointer reaches exactly the function it holds. Written for mokert. */
#include <assert.h>
#include <pthread.h>

struct ops {
	void (*put)(int n);
	int (*get)(void);
};

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int count;

static void put_locked(int n)
{
	pthread_mutex_lock(&lock);
	int c = count;
	count = c + n;
	pthread_mutex_unlock(&lock);
}

static int get_locked(void)
{
	int c;
	pthread_mutex_lock(&lock);
	c = count;
	pthread_mutex_unlock(&lock);
	return c;
}

struct ops dev_ops = {put_locked, get_locked};

void *worker(void *arg)
{
	(void)arg;
	dev_ops.put(1);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, worker, NULL);
	pthread_create(&b, NULL, worker, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(dev_ops.get() == 2);
	return 0;
}
