/* expect: errors: 0
 * A helper the file defines, called on the right of `||` in the check a thread makes after its
 * push (SV-COMP's stack tasks do this in their assert): the model must run the helper, not
 * call it as C. The helper only reads a global, so running it whether or not the left side
 * decides is the same. Written for mokert. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int top;

static int stack_empty(void)
{
	if (top == 0)
		return 1;
	return 0;
}



static void *pusher(void *arg)
{
	int pushed;

	(void)arg;
	pthread_mutex_lock(&lock);
	top++;
	pushed = 1;
	assert(!pushed || !stack_empty());
	pthread_mutex_unlock(&lock);
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	pthread_create(&a, NULL, pusher, NULL);
	pthread_create(&b, NULL, pusher, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	return 0;
}
