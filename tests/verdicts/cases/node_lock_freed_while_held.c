/* Each session node has its own mutex. The toucher finds the node under the list lock, drops
 * the list lock and then locks the node; the remover unlinks the node, destroys its mutex and
 * frees it while the toucher holds that mutex. glibc's pthread_mutex_destroy returns EBUSY and the
 * program goes on, so the replay's runtime fails the model's check of the destroy (before:
 * NOT_REPRODUCED).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lock-misuse
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: is not locked
 * EXPECT-EXIT: 1
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
	pthread_mutex_unlock(&list_lock);
	if (s != NULL) {
		pthread_mutex_lock(&s->lock);
		s->touches++;
		pthread_mutex_unlock(&s->lock);
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
