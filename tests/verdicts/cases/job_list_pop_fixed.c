/* A thread pool's job queue as a linked list: the submitter pushes two jobs under the queue
 * lock, and each worker pops the head under it too, so every job is taken once and freed
 * once (the fixed version of job_list_pop_unlocked.c). Written for mokert's verdict corpus.
 *
 * CLASS: double-free
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdlib.h>

struct job {
	int work;
	struct job *next;
};

pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
struct job *head;
int done_work;

void *worker(void *arg)
{
	struct job *j;
	(void)arg;
	pthread_mutex_lock(&queue_lock);
	j = head;
	if (j != 0)
		head = j->next;
	pthread_mutex_unlock(&queue_lock);
	if (j != 0) {
		pthread_mutex_lock(&queue_lock);
		done_work = done_work + j->work;
		pthread_mutex_unlock(&queue_lock);
		free(j);
	}
	return 0;
}

void submit(int work)
{
	struct job *j = malloc(sizeof *j);
	j->work = work;
	pthread_mutex_lock(&queue_lock);
	j->next = head;
	head = j;
	pthread_mutex_unlock(&queue_lock);
}

int main(void)
{
	pthread_t a, b;
	submit(1);
	submit(2);
	pthread_create(&a, 0, worker, 0);
	pthread_create(&b, 0, worker, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return 0;
}
