/* Publish before init on the heap: the producer allocates a message, makes it visible
 * through the shared pointer, and only then sets its length. A reader that finds the
 * pointer set sees a length of 0. Written for mokert's verdict corpus.
 *
 * CLASS: publish-before-init
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: len == 5
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct message {
	int len;
	int kind;
};

struct message *inbox = NULL;

void *producer(void *arg)
{
	(void)arg;
	struct message *m = calloc(1, sizeof(*m));
	inbox = m;
	m->len = 5;
	m->kind = 2;
	return NULL;
}

void *reader(void *arg)
{
	(void)arg;
	struct message *m = inbox;
	if (m != NULL) {
		int len = m->len;
		assert(len == 5);
	}
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
