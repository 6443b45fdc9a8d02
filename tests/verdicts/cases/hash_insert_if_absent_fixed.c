/* The per-bucket hash table whose cache_add() looks for the key and inserts it in one
 * critical section on the bucket's mutex: a key is in the table once. Written for mokert's
 * verdict corpus.
 *
 * CLASS: hash-check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define NBUCKETS 4

struct node {
	int key;
	struct node *next;
};

struct bucket {
	pthread_mutex_t lock;
	struct node *head;
};

static struct bucket table[NBUCKETS];

static struct bucket *bucket_of(int key)
{
	return &table[key % NBUCKETS];
}

/* Called with b->lock held. */
static int bucket_has(struct bucket *b, int key)
{
	for (struct node *n = b->head; n != NULL; n = n->next)
		if (n->key == key)
			return 1;
	return 0;
}

static void cache_add(int key)
{
	struct node *n = malloc(sizeof(*n));
	if (n == NULL)
		abort();
	n->key = key;
	struct bucket *b = bucket_of(key);
	pthread_mutex_lock(&b->lock);
	if (bucket_has(b, key)) {
		pthread_mutex_unlock(&b->lock);
		free(n);
		return;
	}
	n->next = b->head;
	b->head = n;
	pthread_mutex_unlock(&b->lock);
}

static void *adder(void *arg)
{
	cache_add((int)(long)arg);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	for (int i = 0; i < NBUCKETS; i++)
		pthread_mutex_init(&table[i].lock, NULL);
	pthread_create(&a, NULL, adder, (void *)5L);
	pthread_create(&b, NULL, adder, (void *)5L);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	int copies = 0;
	for (struct node *n = bucket_of(5)->head; n != NULL; n = n->next)
		if (n->key == 5)
			copies++;
	assert(copies == 1);
	printf("copies %d\n", copies);
	return 0;
}
