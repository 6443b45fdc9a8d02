/* SV-COMP style, an input read in a loop whose later pass must be smaller than an earlier one:
 * a reader takes the buffer lock and reads chunks (a positive count) until it has 2; a negative
 * count is an error, which must undo the partial read, and the error path forgets to. The
 * flusher, under the same lock, moves what was read out. The bug needs a positive count first
 * and a negative one after it. (The model once chose each pass's value starting from the
 * previous pass's value, a label put before SPIN's select skipping its start, so counts could
 * only grow and SPIN missed this bug.) Written for mokert's verdict corpus.
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
void reach_error() { __assert_fail("0", "svcomp_nondet_partial_read.c", 20, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

pthread_mutex_t buf_lock = PTHREAD_MUTEX_INITIALIZER;
int got = 0;
int failed = 0;
int flushed = 0;

void *reader(void *arg)
{
	int n;
	(void)arg;
	pthread_mutex_lock(&buf_lock);
	do {
		n = __VERIFIER_nondet_int();
		if (n > 0)
			got = got + n;
	} while (n > 0 && got < 2);
	if (n < 0) {
		failed = 1;
	}
	pthread_mutex_unlock(&buf_lock);
	return 0;
}

void *flusher(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&buf_lock);
	flushed = flushed + got;
	got = 0;
	pthread_mutex_unlock(&buf_lock);
	return 0;
}

int main(void)
{
	pthread_t r, f;
	pthread_create(&r, 0, reader, 0);
	pthread_create(&f, 0, flusher, 0);
	pthread_join(r, 0);
	pthread_join(f, 0);
	if (failed && flushed + got > 0)
		reach_error();
	return 0;
}
