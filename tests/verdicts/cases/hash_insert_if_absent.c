/* A hash table with a mutex per bucket. cache_add() looks the key up (locking and unlocking
 * the bucket), and when it is missing inserts a new node (locking the bucket again). Two
 * threads adding the same key both find it missing and both insert it. Written for mokert's
 * verdict corpus.
 *
 * CLASS: hash-check-then-act
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: copies == 1
 * EXPECT-EXIT: 1
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

static int cache_lookup(int key)
{
	struct bucket *b = bucket_of(key);
	int found = 0;
	pthread_mutex_lock(&b->lock);
	for (struct node *n = b->head; n != NULL; n = n->next)
		if (n->key == key)
			found = 1;
	pthread_mutex_unlock(&b->lock);
	return found;
}

static void cache_add(int key)
{
	if (cache_lookup(key))
		return;
	struct node *n = malloc(sizeof(*n));
	if (n == NULL)
		abort();
	n->key = key;
	struct bucket *b = bucket_of(key);
	pthread_mutex_lock(&b->lock);
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
