/* False alarm from abstracted data: the worker skips the shared counter in read-only mode.
 * The program never enters read-only mode (`mode` is 0), but the script replaces the test
 * of the mode with `true`, so in the model both workers write without the lock and one
 * update is lost. On the real data the guard is false and the workers take the locked path.
 * Written for mokert's verdict corpus.
 *
 * CLASS: false-alarm-data
 * RUN: mokert run %S/false_alarm_data_mode.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: NOT_REPRODUCED|STALLED
 * EXPECT-REASON: mode == 1
 * EXPECT-EXIT: 4
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
int mode = 0;
int count = 0;

void *worker(void *arg)
{
	(void)arg;
	if (mode == 1) {
		int c = count;
		count = c + 1;
	} else {
		pthread_mutex_lock(&count_lock);
		int c = count;
		count = c + 1;
		pthread_mutex_unlock(&count_lock);
	}
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, worker, NULL);
	pthread_create(&b, NULL, worker, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(count == 2);
	printf("count = %d\n", count);
	return 0;
}
