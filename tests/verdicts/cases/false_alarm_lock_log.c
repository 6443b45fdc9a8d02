/* False alarm from an abstracted lock: two threads append to a log under the log's mutex.
 * The script maps every mutex call to `skip` (a user who thought the log was thread-local),
 * so the model loses an append. The real second writer blocks on `log_lock` held by the
 * parked first writer. Written for mokert's verdict corpus.
 *
 * CLASS: false-alarm-lock
 * RUN: mokert run %S/false_alarm_lock_log.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: STALLED
 * EXPECT-REASON: log_lock
 * EXPECT-REASON: held by
 * EXPECT-EXIT: 4
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
int log_len = 0;

static void log_append(void)
{
	pthread_mutex_lock(&log_lock);
	int at = log_len;
	log_len = at + 1;
	pthread_mutex_unlock(&log_lock);
}

void *writer(void *arg)
{
	(void)arg;
	log_append();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, writer, NULL);
	pthread_create(&b, NULL, writer, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(log_len == 2);
	printf("log_len = %d\n", log_len);
	return 0;
}
