/* A connection's state machine (enum, switch) with its state under the connection's mutex;
 * conn_close() reads the state under the lock, decides what to do in a switch after
 * unlocking, and then tears down. Two threads closing at once both see OPEN and both tear
 * down. Written for mokert's verdict corpus.
 *
 * CLASS: state-machine
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: c->teardowns == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

enum conn_state { CONN_IDLE, CONN_OPEN, CONN_CLOSED };

struct conn {
	pthread_mutex_t lock;
	enum conn_state state;
	int teardowns;
};

static struct conn conn = { PTHREAD_MUTEX_INITIALIZER, CONN_OPEN, 0 };

static void conn_close(struct conn *c)
{
	pthread_mutex_lock(&c->lock);
	enum conn_state st = c->state;
	pthread_mutex_unlock(&c->lock);
	switch (st) {
	case CONN_OPEN:
		pthread_mutex_lock(&c->lock);
		c->state = CONN_CLOSED;
		c->teardowns++;
		assert(c->teardowns == 1);
		pthread_mutex_unlock(&c->lock);
		break;
	case CONN_IDLE:
		pthread_mutex_lock(&c->lock);
		c->state = CONN_CLOSED;
		pthread_mutex_unlock(&c->lock);
		break;
	case CONN_CLOSED:
		break;
	}
}

static void *closer(void *arg)
{
	conn_close(arg);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, closer, &conn);
	pthread_create(&b, NULL, closer, &conn);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	printf("teardowns %d\n", conn.teardowns);
	return 0;
}
