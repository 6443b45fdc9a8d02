/* A one-slot channel in a struct passed by pointer: the receiver waits under the channel's
 * mutex while the slot is empty; the sender fills the slot and signals without taking the
 * mutex. When it does both between the receiver's test and its wait, the signal finds nobody
 * and the receiver sleeps forever. Written for mokert's verdict corpus.
 *
 * CLASS: lost-wakeup
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

struct chan {
	pthread_mutex_t lock;
	pthread_cond_t ready;
	int full;
	int value;
};

struct chan ch = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0};
int got;

void chan_send(struct chan *c, int v)
{
	c->value = v;
	c->full = 1;
	pthread_cond_signal(&c->ready);
}

int chan_recv(struct chan *c)
{
	int v;
	pthread_mutex_lock(&c->lock);
	while (!c->full)
		pthread_cond_wait(&c->ready, &c->lock);
	v = c->value;
	c->full = 0;
	pthread_mutex_unlock(&c->lock);
	return v;
}

void *sender(void *arg)
{
	(void)arg;
	chan_send(&ch, 7);
	return 0;
}

void *receiver(void *arg)
{
	(void)arg;
	got = chan_recv(&ch);
	return 0;
}

int main(void)
{
	pthread_t s, r;
	pthread_create(&r, 0, receiver, 0);
	pthread_create(&s, 0, sender, 0);
	pthread_join(r, 0);
	pthread_join(s, 0);
	return 0;
}
