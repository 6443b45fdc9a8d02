/* SV-COMP style, three stages, safe: the check asks for more than the two writers can add.
 * Written for mokert's verdict corpus in the style of SV-COMP's pthread tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_stages_pid_reuse_fixed.c", 14, "reach_error"); }

pthread_mutex_t total_lock;
int total = 0;

void *add_one(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&total_lock);
	total = total + 1;
	pthread_mutex_unlock(&total_lock);
	return 0;
}

void *add_two(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&total_lock);
	total = total + 2;
	pthread_mutex_unlock(&total_lock);
	return 0;
}

void *check(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&total_lock);
	if (total > 3)
		reach_error();
	pthread_mutex_unlock(&total_lock);
	return 0;
}

int main(void)
{
	pthread_t a, b, c;
	pthread_mutex_init(&total_lock, 0);
	pthread_create(&a, 0, add_one, 0);
	pthread_join(a, 0);
	pthread_create(&b, 0, add_two, 0);
	pthread_join(b, 0);
	pthread_create(&c, 0, check, 0);
	pthread_join(c, 0);
	return 0;
}
