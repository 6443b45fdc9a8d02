/* Fixed ABBA: both moves take list A's lock before list B's. Written for mokert's verdict
 * corpus.
 *
 * CLASS: deadlock-abba
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t list_a_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t list_b_lock = PTHREAD_MUTEX_INITIALIZER;
int len_a = 3;
int len_b = 3;

void *move_a_to_b(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&list_a_lock);
	pthread_mutex_lock(&list_b_lock);
	len_a = len_a - 1;
	len_b = len_b + 1;
	pthread_mutex_unlock(&list_b_lock);
	pthread_mutex_unlock(&list_a_lock);
	return NULL;
}

void *move_b_to_a(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&list_a_lock);
	pthread_mutex_lock(&list_b_lock);
	len_b = len_b - 1;
	len_a = len_a + 1;
	pthread_mutex_unlock(&list_b_lock);
	pthread_mutex_unlock(&list_a_lock);
	return NULL;
}

int main(void)
{
	pthread_t x, y;
	pthread_create(&x, NULL, move_a_to_b, NULL);
	pthread_create(&y, NULL, move_b_to_a, NULL);
	pthread_join(x, NULL);
	pthread_join(y, NULL);
	printf("a=%d b=%d\n", len_a, len_b);
	return 0;
}
