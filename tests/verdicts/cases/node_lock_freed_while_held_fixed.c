/* The fixed twin of node_lock_freed_while_held: the toucher keeps the list lock until it holds
 * the node's lock, and the remover takes and drops the node's lock before destroying it.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>

struct session {
	pthread_mutex_t lock;
	int id;
	int touches;
	struct session *next;
};

static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static struct session *sessions;

static struct session *find(int id)
{
	for (struct session *s = sessions; s != NULL; s = s->next)
		if (s->id == id)
			return s;
	return NULL;
}

static void *toucher(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&list_lock);
	struct session *s = find(7);
	if (s != NULL) {
		pthread_mutex_lock(&s->lock);
		pthread_mutex_unlock(&list_lock);
		s->touches++;
		pthread_mutex_unlock(&s->lock);
	} else {
		pthread_mutex_unlock(&list_lock);
	}
	return NULL;
}

static void *remover(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&list_lock);
	struct session *s = sessions;
	if (s != NULL)
		sessions = s->next;
	pthread_mutex_unlock(&list_lock);
	if (s != NULL) {
		pthread_mutex_lock(&s->lock);
		pthread_mutex_unlock(&s->lock);
		pthread_mutex_destroy(&s->lock);
		free(s);
	}
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	struct session *s = malloc(sizeof(*s));
	pthread_mutex_init(&s->lock, NULL);
	s->id = 7;
	s->touches = 0;
	s->next = NULL;
	sessions = s;
	pthread_create(&a, NULL, toucher, NULL);
	pthread_create(&b, NULL, remover, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	puts("done");
	return 0;
}
