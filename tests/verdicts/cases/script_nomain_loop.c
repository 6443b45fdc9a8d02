/* A Modex harness whose init starts the workers in a loop (`run p_worker(i); i++`) over a file
 * with no main. Each worker fills its own slot, then counts itself in `filled` without a lock: a
 * lost update. The replay's main starts the three threads with the ids the loop gave them.
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-no-main
 * RUN: mokert run %S/script_nomain_loop.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: the script's property fails on the program
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

#define WORKERS 3
int slot[WORKERS];
int filled;
pthread_mutex_t fill_lock = PTHREAD_MUTEX_INITIALIZER;

void worker(int id)
{
	slot[id] = id + 1;
	filled++;
}
