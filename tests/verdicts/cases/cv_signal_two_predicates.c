/* Two predicates on one condition variable, woken with signal: a reader waits for data and
 * a drainer waits for the device to go idle, both on `dev_cond`. The worker publishes the
 * data and signals, then marks the device idle and signals again. When the first signal
 * wakes the drainer (still busy: it waits again) and the second wakes the reader, the
 * drainer is never woken for the idle device and sleeps for good. The model picks which
 * waiter each signal wakes; the replay must wake that one, not the longest waiting.
 * Written for mokert's verdict corpus.
 *
 * CLASS: cv-wrong-waiter
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-REASON: dev_cond
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t dev_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t dev_cond = PTHREAD_COND_INITIALIZER;
static int data_ready;
static int busy = 1;
static int data;

static void *reader(void *arg)
{
	int v;

	(void)arg;
	pthread_mutex_lock(&dev_lock);
	while (!data_ready)
		pthread_cond_wait(&dev_cond, &dev_lock);
	v = data;
	pthread_mutex_unlock(&dev_lock);
	printf("read %d\n", v);
	return NULL;
}

static void *drainer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&dev_lock);
	while (busy)
		pthread_cond_wait(&dev_cond, &dev_lock);
	pthread_mutex_unlock(&dev_lock);
	return NULL;
}

static void *worker(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&dev_lock);
	data = 42;
	data_ready = 1;
	pthread_cond_signal(&dev_cond);
	pthread_mutex_unlock(&dev_lock);

	pthread_mutex_lock(&dev_lock);
	busy = 0;
	pthread_cond_signal(&dev_cond);
	pthread_mutex_unlock(&dev_lock);
	return NULL;
}

int main(void)
{
	pthread_t r, d, w;

	pthread_create(&r, NULL, reader, NULL);
	pthread_create(&d, NULL, drainer, NULL);
	pthread_create(&w, NULL, worker, NULL);
	pthread_join(r, NULL);
	pthread_join(d, NULL);
	pthread_join(w, NULL);
	return 0;
}
