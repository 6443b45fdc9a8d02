/* script_lock_inline_abba.c with both threads taking the mutexes in the same order: no
 * deadlock, and the search through the script's lock inlines must prove it. Written for
 * mokert's verdict corpus.
 *
 * CLASS: deadlock-abba
 * RUN: mokert run %S/script_lock_inline_abba_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int moved;

void *forward(void *arg)
{
	pthread_mutex_lock(&a);
	pthread_mutex_lock(&b);
	moved++;
	pthread_mutex_unlock(&b);
	pthread_mutex_unlock(&a);
	return arg;
}

void *backward(void *arg)
{
	pthread_mutex_lock(&a);
	pthread_mutex_lock(&b);
	moved--;
	pthread_mutex_unlock(&b);
	pthread_mutex_unlock(&a);
	return arg;
}

int main(void)
{
	pthread_t t1, t2;
	pthread_create(&t1, 0, forward, 0);
	pthread_create(&t2, 0, backward, 0);
	pthread_join(t1, 0);
	pthread_join(t2, 0);
	return 0;
}
