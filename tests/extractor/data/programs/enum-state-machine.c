/* expect: assertion violated
 * A connection state machine (enum states, switch on the state): `open` checks the state and
 * moves it in two steps without the lock, so two openers can both see CLOSED and the second
 * one's assertion finds the state already OPEN. Written for mokert. */
#include <assert.h>
#include <pthread.h>

enum conn_state { CLOSED, OPENING, OPEN, CLOSING };

enum conn_state state = CLOSED;
int opens;

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
	try_open();
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
