/* A registry of devices reached through a global pointer: a linked list and its length, kept
 * under the registry's mutex. reg_remove() unlinks the node under the lock but lowers the
 * count after unlocking, so a remove racing an add loses one of the two updates and the count
 * no longer matches the list. Written for mokert's verdict corpus.
 *
 * CLASS: list-count
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reg->count == len
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct dev {
	int id;
	struct dev *next;
};

struct registry {
	pthread_mutex_t lock;
	struct dev *head;
	int count;
};

static struct registry the_registry = { PTHREAD_MUTEX_INITIALIZER, NULL, 0 };
static struct registry *reg = &the_registry;

static void reg_add(struct dev *d)
{
	pthread_mutex_lock(&reg->lock);
	d->next = reg->head;
	reg->head = d;
	reg->count++;
	pthread_mutex_unlock(&reg->lock);
}

static struct dev *reg_remove_first(void)
{
	pthread_mutex_lock(&reg->lock);
	struct dev *d = reg->head;
	if (d != NULL)
		reg->head = d->next;
	pthread_mutex_unlock(&reg->lock);
	if (d != NULL)
		reg->count--;
	return d;
}

static void *hotplug(void *arg)
{
	(void)arg;
	struct dev *d = malloc(sizeof(*d));
	if (d == NULL)
		abort();
	d->id = 2;
	reg_add(d);
	return NULL;
}

static void *unplug(void *arg)
{
	(void)arg;
	free(reg_remove_first());
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	struct dev *first = malloc(sizeof(*first));
	if (first == NULL)
		return 1;
	first->id = 1;
	reg_add(first);
	pthread_create(&a, NULL, hotplug, NULL);
	pthread_create(&b, NULL, unplug, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	int len = 0;
	for (struct dev *d = reg->head; d != NULL; d = d->next)
		len++;
	assert(reg->count == len);
	printf("devices %d\n", len);
	return 0;
}
