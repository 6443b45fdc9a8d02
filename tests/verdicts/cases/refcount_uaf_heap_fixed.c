/* Fixed heap use after free: the reader takes a reference under the table lock and drops it
 * with conn_put when done; the last reference frees the object. Written for mokert's verdict
 * corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct conn {
	int refs;
	int sent;
};

pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
struct conn *table_entry = NULL;

static void conn_put(struct conn *c)
{
	pthread_mutex_lock(&table_lock);
	c->refs = c->refs - 1;
	int last = c->refs == 0;
	pthread_mutex_unlock(&table_lock);
	if (last)
		free(c);
}

void *reader(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&table_lock);
	struct conn *c = table_entry;
	if (c != NULL)
		c->refs = c->refs + 1;
	pthread_mutex_unlock(&table_lock);
	if (c != NULL) {
		c->sent = c->sent + 1;
		conn_put(c);
	}
	return NULL;
}

void *closer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&table_lock);
	struct conn *c = table_entry;
	table_entry = NULL;
	pthread_mutex_unlock(&table_lock);
	if (c != NULL)
		conn_put(c);
	return NULL;
}

int main(void)
{
	pthread_t r, c;
	struct conn *fresh = malloc(sizeof(*fresh));
	fresh->refs = 1;
	fresh->sent = 0;
	table_entry = fresh;
	pthread_create(&r, NULL, reader, NULL);
	pthread_create(&c, NULL, closer, NULL);
	pthread_join(r, NULL);
	pthread_join(c, NULL);
	puts("closed");
	return 0;
}
