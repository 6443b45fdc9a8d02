/* Reference-count use after free, with a pool that poisons what it takes back: the reader
 * looks the session up under the table lock but takes no reference, drops the lock and then
 * uses the session; the closer removes it from the table and drops the last reference,
 * which poisons the object and returns it to the pool. Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: magic == SESSION_LIVE
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

#define SESSION_LIVE 0x5e55
#define SESSION_POISON 0x6b6b

struct session {
	int refs;
	int magic;
	int bytes;
};

struct session pool[2];
int pool_free = 2;
pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
struct session *current = NULL;

static struct session *session_alloc(void)
{
	pool_free = pool_free - 1;
	struct session *s = &pool[pool_free];
	s->refs = 1;
	s->magic = SESSION_LIVE;
	s->bytes = 0;
	return s;
}

static void session_put(struct session *s)
{
	pthread_mutex_lock(&table_lock);
	s->refs = s->refs - 1;
	if (s->refs == 0) {
		s->magic = SESSION_POISON;
		pool_free = pool_free + 1;
	}
	pthread_mutex_unlock(&table_lock);
}

void *reader(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&table_lock);
	struct session *s = current;
	pthread_mutex_unlock(&table_lock);
	if (s != NULL) {
		int magic = s->magic;
		assert(magic == SESSION_LIVE);
		s->bytes = s->bytes + 1;
	}
	return NULL;
}

void *closer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&table_lock);
	struct session *s = current;
	current = NULL;
	pthread_mutex_unlock(&table_lock);
	if (s != NULL)
		session_put(s);
	return NULL;
}

int main(void)
{
	pthread_t r, c;
	current = session_alloc();
	pthread_create(&r, NULL, reader, NULL);
	pthread_create(&c, NULL, closer, NULL);
	pthread_join(r, NULL);
	pthread_join(c, NULL);
	printf("pool free = %d\n", pool_free);
	return 0;
}
