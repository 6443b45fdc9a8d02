/* expect-extract-error: takes a variable argument list
 * A variadic helper that counts its calls in a global: the model cannot leave it out. */
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
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return messages;
}
