/* expect: errors: 0
 * A stack behind lock wrappers, with push/pop helpers the threads call: no script, every helper
 * expanded into the threads. Written for mokert. */
#include <assert.h>
#include <pthread.h>

#define SIZE 4

int items[SIZE];
int top;
pthread_mutex_t stack_lock = PTHREAD_MUTEX_INITIALIZER;

static void lock(pthread_mutex_t *m) { pthread_mutex_lock(m); }
static void unlock(pthread_mutex_t *m) { pthread_mutex_unlock(m); }

static void push(int v)
{
	lock(&stack_lock);
	items[top] = v;
	top = top + 1;
	unlock(&stack_lock);
}

static int pop(void)
{
	int v = -1;
	lock(&stack_lock);
	if (top > 0) {
		top = top - 1;
		v = items[top];
	}
	unlock(&stack_lock);
	return v;
}

void *producer(void *arg)
{
	(void)arg;
	push(7);
	return 0;
}

void *consumer(void *arg)
{
	(void)arg;
	int v = pop();
	assert(v == -1 || v == 7);
	return 0;
}

int main(void)
{
	pthread_t p, c;
	pthread_create(&p, 0, producer, 0);
	pthread_create(&c, 0, consumer, 0);
	pthread_join(p, 0);
	pthread_join(c, 0);
	assert(top >= 0 && top <= 1);
	return 0;
}
