/* A Modex harness whose init starts the workers in a loop (`run p_worker(i); i++`) over a file
 * with no main. Each worker fills its own slot, then counts itself in `filled` under the lock:
 * nothing is lost.
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-no-main
 * RUN: mokert run %S/script_nomain_loop_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

#define WORKERS 3
int slot[WORKERS];
int filled;
pthread_mutex_t fill_lock = PTHREAD_MUTEX_INITIALIZER;

void worker(int id)
{
	slot[id] = id + 1;
	pthread_mutex_lock(&fill_lock);
	filled++;
	pthread_mutex_unlock(&fill_lock);
}
