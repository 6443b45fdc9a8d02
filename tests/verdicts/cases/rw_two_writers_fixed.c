/* Fixed: write_lock() waits until there is neither a reader nor another writer inside.
 * Written for mokert's verdict corpus.
 *
 * CLASS: reader-writer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t rw_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t rw_changed = PTHREAD_COND_INITIALIZER;
int readers = 0;
int writers = 0;

static void write_lock(void)
{
	pthread_mutex_lock(&rw_lock);
	while (readers > 0 || writers > 0)
		pthread_cond_wait(&rw_changed, &rw_lock);
	writers = writers + 1;
	pthread_mutex_unlock(&rw_lock);
}

static void write_unlock(void)
{
	pthread_mutex_lock(&rw_lock);
	writers = writers - 1;
	pthread_cond_broadcast(&rw_changed);
	pthread_mutex_unlock(&rw_lock);
}

void *writer(void *arg)
{
	(void)arg;
	write_lock();
	assert(writers == 1);
	write_unlock();
	return NULL;
}

void *reader(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&rw_lock);
	while (writers > 0)
		pthread_cond_wait(&rw_changed, &rw_lock);
	readers = readers + 1;
	pthread_mutex_unlock(&rw_lock);
	pthread_mutex_lock(&rw_lock);
	readers = readers - 1;
	pthread_cond_broadcast(&rw_changed);
	pthread_mutex_unlock(&rw_lock);
	return NULL;
}

int main(void)
{
	pthread_t w1, w2, r;
	pthread_create(&w1, NULL, writer, NULL);
	pthread_create(&w2, NULL, writer, NULL);
	pthread_create(&r, NULL, reader, NULL);
	pthread_join(w1, NULL);
	pthread_join(w2, NULL);
	pthread_join(r, NULL);
	puts("done");
	return 0;
}
