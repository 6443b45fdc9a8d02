/* The pool of pool_bug_on_unlocked_release.c with `in_use` lowered under the lock: BUG_ON never
 * fires.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define POOL_SIZE 2
#define LOCK(p) do { pthread_mutex_lock(&(p)->lock); } while (0)
#define UNLOCK(p) do { pthread_mutex_unlock(&(p)->lock); } while (0)
#define BUG_ON(c) do { if (c) { fprintf(stderr, "BUG: %s\n", #c); abort(); } } while (0)

struct conn { unsigned busy : 1; unsigned id : 7; char name[8]; };
struct pool { pthread_mutex_t lock; int in_use; struct conn conns[POOL_SIZE]; };

static struct pool the_pool = { .lock = PTHREAD_MUTEX_INITIALIZER };

static void log_msg(const char *fmt, ...) { (void)fmt; }

static int acquire(struct pool *p)
{
    int i, got = -1;
    LOCK(p);
    if (p->in_use >= POOL_SIZE)
        goto out;
    for (i = 0; i < POOL_SIZE; i++) {
        if (!p->conns[i].busy) {
            p->conns[i].busy = 1;
            p->in_use++;
            got = i;
            break;
        }
    }
out:
    UNLOCK(p);
    log_msg("acquire %d", got);
    return got;
}

static void release(struct pool *p, int i)
{
    LOCK(p);
    p->conns[i].busy = 0;
    p->in_use--;
    UNLOCK(p);
}

static void *client(void *arg)
{
    struct pool *p = arg;
    int c = acquire(p);
    if (c < 0)
        return NULL;
    release(p, c);
    return NULL;
}

int main(void)
{
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, client, &the_pool);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    BUG_ON(the_pool.in_use != 0);
    printf("ok\n");
    return 0;
}
