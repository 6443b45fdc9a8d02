/* Fixed: the message is complete before the pointer is published, and publishing and
 * reading the pointer happen under a mutex. Written for mokert's verdict corpus.
 *
 * CLASS: publish-before-init
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct message {
	int len;
	int kind;
};

pthread_mutex_t inbox_lock = PTHREAD_MUTEX_INITIALIZER;
struct message *inbox = NULL;

void *producer(void *arg)
{
	(void)arg;
	struct message *m = calloc(1, sizeof(*m));
	m->len = 5;
	m->kind = 2;
	pthread_mutex_lock(&inbox_lock);
	inbox = m;
	pthread_mutex_unlock(&inbox_lock);
	return NULL;
}

void *reader(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&inbox_lock);
	struct message *m = inbox;
	if (m != NULL) {
		int len = m->len;
		assert(len == 5);
	}
	pthread_mutex_unlock(&inbox_lock);
	return NULL;
}

int main(void)
{
	pthread_t p, r;
	pthread_create(&p, NULL, producer, NULL);
	pthread_create(&r, NULL, reader, NULL);
	pthread_join(p, NULL);
	pthread_join(r, NULL);
	free(inbox);
	return 0;
}
