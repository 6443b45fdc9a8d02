/* False alarm from abstracted data: two threads take a share of a quota under a mutex; a
 * share above `max_share` (set to 100) would mark the quota as broken. The script hides the
 * guard, so the model may take the "too large" branch; the real data never does. The
 * replay follows the model's thread order and sees the real guard take the other branch.
 * Written for mokert's verdict corpus.
 *
 * CLASS: false-alarm-data
 * RUN: mokert run %S/false_alarm_data_quota.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: NOT_REPRODUCED|STALLED
 * EXPECT-REASON: share > max_share
 * EXPECT-EXIT: 4
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t quota_lock = PTHREAD_MUTEX_INITIALIZER;
int max_share = 100;
int granted = 0;
int broken = 0;

static void take_share(int share)
{
	pthread_mutex_lock(&quota_lock);
	if (share > max_share)
		broken = 1;
	else
		granted = granted + share;
	pthread_mutex_unlock(&quota_lock);
}

void *tenant(void *arg)
{
	(void)arg;
	take_share(10);
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, tenant, NULL);
	pthread_create(&b, NULL, tenant, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(broken == 0);
	printf("granted = %d\n", granted);
	return 0;
}
