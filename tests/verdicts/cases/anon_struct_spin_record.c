/* A spin lock made of atomic_exchange guards a record declared as an unnamed struct
 * (`static struct { int lo; int hi; } rec;`); the bumper releases the lock before its last write
 * to the record and the checker sees the two fields differ. Before, the model declared the record
 * as clang spells its type, `struct (unnamed struct at ...)`, and SPIN rejected it (exit 3).
 * Written for mokert's verdict corpus.
 *
 * CLASS: hand-made-spinlock
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: rec.lo == rec.hi
 * EXPECT-EXIT: 1
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
	spin_unlock();
	rec.hi++;
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
