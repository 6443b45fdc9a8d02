/* SV-COMP style, an input read in a loop whose later pass must be smaller than an earlier one:
 * a reader takes the buffer lock and reads chunks (a positive count) until it has 2; a negative
 * count is an error, whose path undoes the partial read (the fixed version). The flusher, under
 * the same lock, moves what was read out. Written for mokert's verdict corpus.
 *
 * The range is the claim (a search on the default range is no proof): -1..2 holds an error
 * (negative), an empty read (0) and counts of 1 and 2; a larger count ends the loop as 2 does.
 *
 * CLASS: forced-data
 * RUN: mokert run %s --nondet -1..2
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_nondet_partial_read_fixed.c", 19, "reach_error"); }
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
		got = 0;
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
