/* expect: errors: 0
 * The same state machine with the check and the moves under one mutex: one opener wins, the
 * other sees OPENING or OPEN. Written for mokert. */
#include <assert.h>
#include <pthread.h>

enum conn_state { CLOSED, OPENING, OPEN, CLOSING };

enum conn_state state = CLOSED;
int opens;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static int try_open(void)
{
	switch (state) {
	case CLOSED:
		state = OPENING;
		opens = opens + 1;
		assert(opens == 1);
		state = OPEN;
		return 1;
	case OPENING:
	case OPEN:
		return 0;
	default:
		return -1;
	}
}

void *opener(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&lock);
	try_open();
	pthread_mutex_unlock(&lock);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, opener, NULL);
	pthread_create(&b, NULL, opener, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	return 0;
}
