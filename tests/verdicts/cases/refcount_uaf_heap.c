/* Reference-count use after free on the heap: a connection object is malloc'd with one
 * reference held by the table. The reader takes a pointer under the lock but no reference;
 * the closer drops the table's reference and frees the object; the reader then touches freed
 * memory. The model's heap must find the use after free (its pointer check, a precondition
 * false), and the replay (built with AddressSanitizer) must show it on the real program.
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s --sanitize address
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: use-after-free
 * EXPECT-EXIT: 1
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
	pthread_mutex_unlock(&table_lock);
	if (c != NULL)
		c->sent = c->sent + 1;
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
