/* A Modex script that runs main twice at once (`%X -a2 main`, as Modex's -aN and -xeN do): each
 * main checks a busy flag, then sets it: both can pass the check and be inside together. The
 * replay runs the second instance of main as a thread that calls main (before 2026-11-27 it
 * ended STALLED "the model runs main in 2 processes"). Written for mokert's verdict corpus.
 *
 * CLASS: script-main-instances
 * RUN: mokert run %S/script_main_twice.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: inside == 1
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

int busy;
int inside;

int main(void)
{
	if (!busy) {
		busy = 1;
		inside++;
		assert(inside == 1);
		inside--;
		busy = 0;
	}
	return 0;
}
