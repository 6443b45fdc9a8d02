/* expect: errors: 0
 * A helper called in a declaration (`struct config *c = get_config();`) and in a condition;
 * a struct typedef'd to its own name. Written for mokert. */
#include <assert.h>
#include <pthread.h>

typedef struct config config;
struct config {
	int limit;
	int used;
};

config the_config = {3, 0};
pthread_mutex_t cfg_lock = PTHREAD_MUTEX_INITIALIZER;

static struct config *get_config(void)
{
	return &the_config;
}

static int has_room(struct config *c)
{
	return c->used < c->limit;
}

void *user(void *arg)
{
	(void)arg;
	struct config *c = get_config();
	pthread_mutex_lock(&cfg_lock);
	if (has_room(c))
		c->used = c->used + 1;
	pthread_mutex_unlock(&cfg_lock);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, user, 0);
	pthread_create(&b, 0, user, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(get_config()->used == 2);
	return 0;
}
