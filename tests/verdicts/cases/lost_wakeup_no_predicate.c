/* Lost wakeup in an event object: wait_event() waits on the condition variable with no
 * state to test, so a post_event() that comes first is lost and the waiter blocks forever.
 * The event lives in a struct with its own mutex. Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: ev.cond
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

struct event {
	pthread_mutex_t lock;
	pthread_cond_t cond;
};

struct event ev;

static void wait_event(void)
{
	pthread_mutex_lock(&ev.lock);
	pthread_cond_wait(&ev.cond, &ev.lock);
	pthread_mutex_unlock(&ev.lock);
}

static void post_event(void)
{
	pthread_mutex_lock(&ev.lock);
	pthread_cond_signal(&ev.cond);
	pthread_mutex_unlock(&ev.lock);
}

void *listener(void *arg)
{
	(void)arg;
	wait_event();
	return NULL;
}

void *sender(void *arg)
{
	(void)arg;
	post_event();
	return NULL;
}

int main(void)
{
	pthread_t l, s;
	pthread_mutex_init(&ev.lock, NULL);
	pthread_cond_init(&ev.cond, NULL);
	pthread_create(&l, NULL, listener, NULL);
	pthread_create(&s, NULL, sender, NULL);
	pthread_join(l, NULL);
	pthread_join(s, NULL);
	puts("event delivered");
	return 0;
}
