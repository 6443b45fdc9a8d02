/* Threads call handlers through a table of function pointers that main fills; both handlers
 * take the lock. The count is shared although no thread
 * routine names it: only the handlers do, reached through the pointers.
 * Written for mokert's verdict corpus.
 *
 * CLASS: function-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static int hits;
static pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;
static void (*handlers[2])(void);

static void count_locked(void)
{
    pthread_mutex_lock(&hits_lock);
    hits++;
    pthread_mutex_unlock(&hits_lock);
}

static void count_also_locked(void)
{
    pthread_mutex_lock(&hits_lock);
    hits++;
    pthread_mutex_unlock(&hits_lock);
}

static void *dispatch(void *which)
{
    long k = (long)which;
    handlers[k]();
    return 0;
}

int main(void)
{
    pthread_t a, b;
    handlers[0] = count_locked;
    handlers[1] = count_also_locked;
    pthread_create(&a, 0, dispatch, (void *)0);
    pthread_create(&b, 0, dispatch, (void *)1);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(hits == 2);
    return 0;
}
