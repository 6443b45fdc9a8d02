/* A mailbox struct carries its own mutex and condition variable; the reader gets the mailbox
 * through its thread argument and waits on the embedded members with `if (box->count == 0)`,
 * then takes a letter without looking again. A wait that returns with no signal (a spurious
 * wake-up, which POSIX allows) lets it take from an empty box. Written for mokert's verdict
 * corpus.
 *
 * CLASS: spurious-struct
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: spurious wake-up
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

struct mailbox {
	pthread_mutex_t lock;
	pthread_cond_t arrived;
	int count;
	int letter;
};

static struct mailbox box;

static void *writer(void *arg)
{
	struct mailbox *mb = arg;
	pthread_mutex_lock(&mb->lock);
	mb->letter = 5;
	mb->count = 1;
	pthread_cond_signal(&mb->arrived);
	pthread_mutex_unlock(&mb->lock);
	return NULL;
}

static void *reader(void *arg)
{
	struct mailbox *mb = arg;
	int got;
	pthread_mutex_lock(&mb->lock);
	if (mb->count == 0)
		pthread_cond_wait(&mb->arrived, &mb->lock);
	mb->count = mb->count - 1;
	got = mb->letter;
	pthread_mutex_unlock(&mb->lock);
	assert(got == 5);
	return NULL;
}

int main(void)
{
	pthread_t w, r;
	pthread_mutex_init(&box.lock, NULL);
	pthread_cond_init(&box.arrived, NULL);
	pthread_create(&r, NULL, reader, &box);
	pthread_create(&w, NULL, writer, &box);
	pthread_join(r, NULL);
	pthread_join(w, NULL);
	return 0;
}
