/* Threads run handlers from a table of function pointers given by a static initialiser; one
 * handler increments the shared count without the lock.
 * Written for mokert's verdict corpus.
 *
 * CLASS: function-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>
static int hits;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void careful(void) { pthread_mutex_lock(&m); hits++; pthread_mutex_unlock(&m); }
static void careless(void) { hits++; }
static void (*handlers[2])(void) = { careful, careless };
static void *run(void *p)
{
    long k = (long)p;
    handlers[k]();
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, run, (void *)0);
    pthread_create(&b, 0, run, (void *)1);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(hits == 2);
    return 0;
}
