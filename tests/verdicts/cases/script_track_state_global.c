/* A lazy initialiser that tests its flag before taking the lock: two workers both initialise.
 * The script, written as a Modex user would, also says `Track &inited sizeof(int)` for a global
 * the extracted code has in the state already (`now.inited`): its c_track named a variable pan
 * does not declare and pan did not compile (a tool failure, exit 3). The line is now dropped
 * with a note and the race is found. Written for mokert's verdict corpus.
 *
 * CLASS: check-then-act
 * RUN: mokert run %S/script_track_state_global.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: init_count == 1
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static int inited;
static int init_count;
static int *table;

static void do_init(void)
{
	table = malloc(4 * sizeof *table);
	init_count++;
}

static void ensure_init(void)
{
	if (!inited) {
		pthread_mutex_lock(&init_lock);
		do_init();
		inited = 1;
		pthread_mutex_unlock(&init_lock);
	}
}

static void *worker(void *arg)
{
	(void)arg;
	ensure_init();
	return 0;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, worker, 0);
	pthread_create(&b, 0, worker, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(init_count == 1);
	free(table);
	return 0;
}
