/* The fixed twin of anon_struct_spin_record: both writes to the unnamed-struct record are made
 * before the spin lock is released.
 * Written for mokert's verdict corpus.
 *
 * CLASS: hand-made-spinlock
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>

static atomic_int lk;
static struct {
	int lo;
	int hi;
} rec;

static void spin_lock(void)
{
	while (atomic_exchange(&lk, 1))
		;
}

static void spin_unlock(void)
{
	atomic_store(&lk, 0);
}

static void *bumper(void *arg)
{
	(void)arg;
	spin_lock();
	rec.lo++;
	rec.hi++;
	spin_unlock();
	return NULL;
}

static void *checker(void *arg)
{
	(void)arg;
	spin_lock();
	assert(rec.lo == rec.hi);
	spin_unlock();
	return NULL;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, NULL, bumper, NULL);
	pthread_create(&b, NULL, checker, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	return 0;
}
