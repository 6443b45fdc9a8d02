/* A bounded buffer of SIZE slots: the producer puts ITEMS numbers 1..ITEMS, the consumer takes
 * them out in order. A mutex guards the buffer; two condition variables make the producer wait
 * while it is full and the consumer while it is empty. Correct: the assertions always hold and
 * no thread waits for ever. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define SIZE 2
#define ITEMS 3

int buffer[SIZE];
int count = 0, head = 0, tail = 0, total = 0;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;

void *producer(void *arg)
{
	(void)arg;
	for (int i = 1; i <= ITEMS; i++) {
		pthread_mutex_lock(&lock);
		while (count == SIZE)
			pthread_cond_wait(&not_full, &lock);
		buffer[head] = i;
		head = (head + 1) % SIZE;
		count++;
		pthread_cond_signal(&not_empty);
		pthread_mutex_unlock(&lock);
	}
	return NULL;
}

void *consumer(void *arg)
{
	(void)arg;
	for (int i = 1; i <= ITEMS; i++) {
		pthread_mutex_lock(&lock);
		while (count == 0)
			pthread_cond_wait(&not_empty, &lock);
		int item = buffer[tail];
		tail = (tail + 1) % SIZE;
		count--;
		assert(item == i);
		total = total + item;
		pthread_cond_signal(&not_full);
		pthread_mutex_unlock(&lock);
	}
	return NULL;
}

int main(void)
{
	pthread_t p, c;
	pthread_create(&p, NULL, producer, NULL);
	pthread_create(&c, NULL, consumer, NULL);
	pthread_join(p, NULL);
	pthread_join(c, NULL);
	assert(total == ITEMS * (ITEMS + 1) / 2);
	printf("total = %d\n", total);
	return 0;
}
