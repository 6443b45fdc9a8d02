/* expect: recursive call through a pointer (to walk) is not in the model
 * A walk that calls itself again through a table of callbacks: the model cannot expand a
 * recursive call in place, so the option where the pointer holds `walk` stops the search with a
 * message naming the call (never a silent step that would hide what the recursion does).
 * Written for mokert. */
#include <pthread.h>

struct visitor {
	void (*visit)(int depth);
};

static void walk(int depth);
struct visitor v = {walk};
int done;

static void walk(int depth)
{
	if (depth > 0)
		v.visit(depth - 1);
	else
		done = 1;
}

void *worker(void *arg)
{
	(void)arg;
	walk(1);
	return NULL;
}

int main(void)
{
	pthread_t a;
	pthread_create(&a, NULL, worker, NULL);
	pthread_join(a, NULL);
	return 0;
}
