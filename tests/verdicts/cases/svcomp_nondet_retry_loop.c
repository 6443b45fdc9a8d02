/* SV-COMP style, an input read in a loop: a poller takes one reference for a device read and
 * retries while the device answers "busy" (0), but every busy answer also drops the reference,
 * so a read that is busy once and then answers leaves the count below zero. The watcher takes
 * and drops a reference of its own under the same lock. The model chooses one answer per pass
 * of the loop: the replay must give the real program every one of them, in order (when only
 * the last was given, the first pass got "ready" and the loop never retried: a real bug called
 * a false alarm). Written for mokert's verdict corpus.
 *
 * CLASS: forced-data
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_nondet_retry_loop.c", 20, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

pthread_mutex_t ref_lock = PTHREAD_MUTEX_INITIALIZER;
int refs = 0;

void *poller(void *arg)
{
	int status;
	int tries = 0;
	(void)arg;
	pthread_mutex_lock(&ref_lock);
	refs = refs + 1;
	pthread_mutex_unlock(&ref_lock);
	do {
		status = __VERIFIER_nondet_int();
		tries = tries + 1;
		if (status == 0) {
			pthread_mutex_lock(&ref_lock);
			refs = refs - 1;
			pthread_mutex_unlock(&ref_lock);
		}
	} while (status == 0 && tries < 3);
	pthread_mutex_lock(&ref_lock);
	refs = refs - 1;
	pthread_mutex_unlock(&ref_lock);
	return 0;
}

void *watcher(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&ref_lock);
	refs = refs + 1;
	pthread_mutex_unlock(&ref_lock);
	pthread_mutex_lock(&ref_lock);
	refs = refs - 1;
	pthread_mutex_unlock(&ref_lock);
	return 0;
}

int main(void)
{
	pthread_t p, w;
	pthread_create(&p, 0, poller, 0);
	pthread_create(&w, 0, watcher, 0);
	pthread_join(p, 0);
	pthread_join(w, 0);
	if (refs != 0)
		reach_error();
	return 0;
}
