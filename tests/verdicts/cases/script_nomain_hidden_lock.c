/* A Modex harness over a file with no main whose table hides the mutex (`pthread_mutex_lock(...
 * skip`): the model loses the lock and finds a lost update that the code, which holds it, cannot
 * have. The replay's main starts both threads; the second blocks on the mutex the parked first
 * holds, so the counterexample cannot be forced: a false alarm, never CONFIRMED. Written for
 * mokert's verdict corpus.
 *
 * CLASS: false-alarm-lock
 * RUN: mokert run %S/script_nomain_hidden_lock.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: STALLED
 * EXPECT-REASON: hits_lock
 * EXPECT-REASON: held by
 * EXPECT-EXIT: 4
 */
#include <pthread.h>

int hits;
pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;

void record(void)
{
	pthread_mutex_lock(&hits_lock);
	int h = hits;
	hits = h + 1;
	pthread_mutex_unlock(&hits_lock);
}
