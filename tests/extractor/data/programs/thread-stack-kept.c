/* expect: errors: 0
 * A thread publishes a list built in its own stack array and returns. Nobody joins it, so its
 * stack stays (as in C), and a thread started after it walks the list. The model must keep the
 * ended thread's locals where they were: the next thread's locals must not take their place
 * (they would overwrite the list and the walk would read the wrong values). Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

struct item {
	int value;
	struct item *next;
};

struct item *published;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *producer(void *arg)
{
	struct item slots[2];

	(void)arg;
	slots[0].value = 1;
	slots[0].next = &slots[1];
	slots[1].value = 2;
	slots[1].next = NULL;
	pthread_mutex_lock(&lock);
	published = &slots[0];
	pthread_mutex_unlock(&lock);
	return NULL;
}

static void *consumer(void *arg)
{
	int scratch[4] = {9, 9, 9, 9};
	struct item *head, *p;
	int sum = 0;

	(void)arg;
	pthread_mutex_lock(&lock);
	head = published;
	for (p = head; p; p = p->next)
		sum += p->value;
	pthread_mutex_unlock(&lock);
	assert(head == NULL || sum == 3);
	assert(scratch[0] == 9);
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	pthread_create(&a, NULL, producer, NULL);
	pthread_create(&b, NULL, consumer, NULL);
	pthread_join(b, NULL);
	return 0;
}
