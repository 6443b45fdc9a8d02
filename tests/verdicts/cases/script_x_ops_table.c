/* `%X -x` on a program that calls a handler through a table of ops: dev_put drops the count
 * under the lock and calls d->ops->release when it is at most 1, so both users may release and
 * free the memory twice. dev_release is never called by name, so -x made it an active proctype of
 * its own, run with a null argument: pan stopped at the null pointer and the replay STALLED (no
 * thread of the program is dev_release), a real bug called a false alarm. A function whose
 * address is taken now runs where the pointer is called. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_x_ops_table.prx
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: double-free
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>

struct dev;
struct dev_ops { void (*release)(struct dev *); };
struct dev {
	pthread_mutex_t lock;
	int users;
	int *mem;
	const struct dev_ops *ops;
};

static void dev_release(struct dev *d)
{
	free(d->mem);
	d->mem = 0;
}

static const struct dev_ops ops = { dev_release };
static struct dev thedev = { PTHREAD_MUTEX_INITIALIZER, 2, 0, &ops };

static void dev_put(struct dev *d)
{
	int u;
	pthread_mutex_lock(&d->lock);
	u = --d->users;
	pthread_mutex_unlock(&d->lock);
	if (u <= 1)
		d->ops->release(d);
}

static void *user(void *arg)
{
	dev_put(arg);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	thedev.mem = malloc(8 * sizeof(int));
	pthread_create(&a, 0, user, &thedev);
	pthread_create(&b, 0, user, &thedev);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return 0;
}
