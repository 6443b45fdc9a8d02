/* A Modex script that runs main twice at once (`%X -a2 main`, as Modex's -aN and -xeN do): each
 * main takes a mutex, then checks and sets the busy flag under it: never both inside. Written for mokert's verdict corpus.
 *
 * CLASS: script-main-instances
 * RUN: mokert run %S/script_main_twice_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

int busy;
int inside;
pthread_mutex_t busy_lock = PTHREAD_MUTEX_INITIALIZER;

int main(void)
{
	pthread_mutex_lock(&busy_lock);
	if (!busy) {
		busy = 1;
		inside++;
		assert(inside == 1);
		inside--;
		busy = 0;
	}
	pthread_mutex_unlock(&busy_lock);
	return 0;
}
