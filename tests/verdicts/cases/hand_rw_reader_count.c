/* A reader-writer lock made by hand from a mutex, a reader count and a semaphore `room`: the
 * first reader in takes the room, the last reader out gives it back. The readers count
 * themselves out without the mutex; when the two readers leave at once one decrement is lost,
 * the count never reaches zero, and the writer waits for the room forever. Needs three
 * threads: two readers and a writer. Written for mokert's verdict corpus.
 *
 * CLASS: hand-made-rwlock
 * RUN: mokert run %s
 * EXPECT-SPIN: invalid-end-state
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: deadlock
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>

struct rwgate {
	pthread_mutex_t count_lock;
	int readers;
	sem_t room;
};

static struct rwgate gate;
static int table_version;

static void read_enter(struct rwgate *g)
{
	pthread_mutex_lock(&g->count_lock);
	g->readers++;
	if (g->readers == 1)
		sem_wait(&g->room);
	pthread_mutex_unlock(&g->count_lock);
}

static void read_exit(struct rwgate *g)
{
	int left = g->readers - 1;
	g->readers = left;
	if (left == 0)
		sem_post(&g->room);
}

static void *reader(void *arg)
{
	(void)arg;
	read_enter(&gate);
	int v = table_version;
	(void)v;
	read_exit(&gate);
	return NULL;
}

static void *writer(void *arg)
{
	(void)arg;
	sem_wait(&gate.room);
	table_version++;
	sem_post(&gate.room);
	return NULL;
}

int main(void)
{
	pthread_t r1, r2, w;
	pthread_mutex_init(&gate.count_lock, NULL);
	sem_init(&gate.room, 0, 1);
	pthread_create(&r1, NULL, reader, NULL);
	pthread_create(&r2, NULL, reader, NULL);
	pthread_create(&w, NULL, writer, NULL);
	pthread_join(r1, NULL);
	pthread_join(r2, NULL);
	pthread_join(w, NULL);
	printf("version %d\n", table_version);
	return 0;
}
