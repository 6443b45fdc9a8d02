/* expect: assertion violated
 * A switch whose cases fall through: level 2 also does level 1's work, so after both threads
 * the work is 1 + 3 = 4, which the assertion (written as if each level did its own work only)
 * rejects; a model that lost the fall-through would count 3 and say "no errors". Written for
 * mokert. */
#include <assert.h>
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int level;
int work;

static void do_level(int l)
{
	switch (l) {
	case 2:
		work = work + 2;
		/* fall through */
	case 1:
		work = work + 1;
		break;
	default:
		break;
	}
}

void *step(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&lock);
	level = level + 1;
	do_level(level);
	pthread_mutex_unlock(&lock);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, step, NULL);
	pthread_create(&b, NULL, step, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(work <= 3);
	return 0;
}
