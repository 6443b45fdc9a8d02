/* script_x_ops_table.c releasing only when the count reaches 0: one release, and `%X -x` must
 * prove it (before, dev_release ran on its own with a null argument and the replay STALLED).
 * Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_x_ops_table_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
	if (u == 0)
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
