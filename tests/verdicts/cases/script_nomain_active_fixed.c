/* Two functions of a file with no main, extracted as active proctypes (`%X -a`, as Modex's -x
 * does): the writer publishes a pointer and then bumps the shared total in two steps; the reader
 * does the same when it sees the pointer. Each bump is made under one mutex, so the reader
 * that saw the pointer always counts 2. Written for mokert's verdict corpus.
 *
 * CLASS: script-no-main
 * RUN: mokert run %S/script_nomain_active_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

int total;
int *published;
int cell;
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

void writer(void)
{
	int tmp;
	pthread_mutex_lock(&total_lock);
	published = &cell;
	tmp = total;
	total = tmp + 1;
	pthread_mutex_unlock(&total_lock);
}

void reader(void)
{
	int tmp;
	pthread_mutex_lock(&total_lock);
	if (published) {
		tmp = total;
		total = tmp + 1;
		assert(total == 2);
	}
	pthread_mutex_unlock(&total_lock);
}
