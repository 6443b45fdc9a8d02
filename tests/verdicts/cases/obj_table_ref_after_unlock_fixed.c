/* obj_table_ref_after_unlock.c with the slot read and the reference taken in one critical
 * section.
 * Written for mokert's verdict corpus.
 *
 * CLASS: refcount-uaf
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct obj {
	int refs;
	int data;
};

#define NSLOT 2
static struct obj **table;
static pthread_mutex_t table_mu = PTHREAD_MUTEX_INITIALIZER;

static struct obj *obj_get(int i)
{
	struct obj *o;
	pthread_mutex_lock(&table_mu);
	o = table[i];
	if (o)
		o->refs++;
	pthread_mutex_unlock(&table_mu);
	return o;
}

static void obj_put(int i, struct obj *o)
{
	int last;
	pthread_mutex_lock(&table_mu);
	last = --o->refs == 0;
	if (last)
		table[i] = NULL;
	pthread_mutex_unlock(&table_mu);
	if (last)
		free(o);
}

static void *reader(void *arg)
{
	(void)arg;
	struct obj *o = obj_get(0);
	if (o) {
		assert(o->data == 7);
		obj_put(0, o);
	}
	return NULL;
}

static void *remover(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&table_mu);
	struct obj *o = table[0];
	pthread_mutex_unlock(&table_mu);
	obj_put(0, o);	/* drop the table's reference */
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	table = calloc(NSLOT, sizeof(*table));
	table[0] = malloc(sizeof(struct obj));
	table[0]->refs = 1;
	table[0]->data = 7;
	pthread_create(&a, NULL, reader, NULL);
	pthread_create(&b, NULL, remover, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	free(table);
	return 0;
}
