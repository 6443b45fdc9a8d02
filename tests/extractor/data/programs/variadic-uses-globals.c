/* expect: assertion violated
 * A variadic helper that counts its calls in a global, without a lock: it uses its variable
 * arguments only through va_start and va_end, so the model expands it like any helper (those two
 * are steps that do nothing) and finds the lost count. */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>

static int messages;

static void note(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    messages++;
    va_end(ap);
}

static void *worker(void *unused)
{
    (void)unused;
    note("working %d\n", 1);
    return 0;
}

int main(void)
{
    pthread_t t, u;
    pthread_create(&t, 0, worker, 0);
    pthread_create(&u, 0, worker, 0);
    pthread_join(t, 0);
    pthread_join(u, 0);
    assert(messages == 2);
    return 0;
}
