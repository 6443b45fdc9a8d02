/* A connection's state machine (enum, switch) decided and changed in one critical section:
 * only the first closer sees OPEN and tears down. Written for mokert's verdict corpus.
 *
 * CLASS: state-machine
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	switch (c->state) {
	case CONN_OPEN:
		c->state = CONN_CLOSED;
		c->teardowns++;
		assert(c->teardowns == 1);
		break;
	case CONN_IDLE:
		c->state = CONN_CLOSED;
		break;
	case CONN_CLOSED:
		break;
	}
	pthread_mutex_unlock(&c->lock);
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
