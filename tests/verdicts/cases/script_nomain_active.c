/* Two functions of a file with no main, extracted as active proctypes (`%X -a`, as Modex's -x
 * does): the writer publishes a pointer and then bumps the shared total in two steps; the reader
 * does the same when it sees the pointer. A read-increment-write race on `total`. The replay's
 * main starts one thread per active proctype. Written for mokert's verdict corpus.
 *
 * CLASS: script-no-main
 * RUN: mokert run %S/script_nomain_active.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: total == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

int total;
int *published;
int cell;

void writer(void)
{
	int tmp;
	published = &cell;
	tmp = total;
	total = tmp + 1;
}

void reader(void)
{
	int tmp;
	if (published) {
		tmp = total;
		total = tmp + 1;
		assert(total == 2);
	}
}
