/* A Modex user's script extracts a helper with Modex's -f (`%X -f tick`: an extended proctype
 * whose calls Modex runs as one atomic step). tick() reads the counter and writes it back in two
 * statements, and the C does not run it atomically: two clock threads can lose a tick. Before,
 * -f was an unknown flag (input error); a model that made each call atomic would prove this real
 * bug away, so the calls interleave as -e's do. Written for mokert's verdict corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_f_function_like.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: ticks == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

int ticks;

void tick(void)
{
	int t = ticks;
	ticks = t + 1;
}

void *clock_thread(void *arg)
{
	tick();
	return arg;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, clock_thread, 0);
	pthread_create(&b, 0, clock_thread, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(ticks == 2);
	return 0;
}
