/* A Modex harness over a file with no main: the script's init sets the limit, runs add(1) and
 * add(2) as processes and asserts the sum when both ended. add() reads the count, tests the
 * limit and writes it back without a lock: a lost update. The replay makes the main the harness
 * stands for (the setup, one thread per `run`); before 2026-11-27 it ended ERROR "the program has
 * no main". Written for mokert's verdict corpus.
 *
 * CLASS: script-no-main
 * RUN: mokert run %S/script_nomain_counter.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: the script's property fails on the program
 * EXPECT-EXIT: 1
 */
#include <pthread.h>

int count;
int limit;

void add(int n)
{
	int t = count;
	if (t + n <= limit)
		count = t + n;
}
