/* expect-extract-error: takes a variable argument list
 * A variadic helper that reads its arguments with va_arg into the program's data: the model has
 * no names to bind them to, so it asks for a rule. */
#include <pthread.h>
#include <stdarg.h>

static int total;

static void add_all(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        total += va_arg(ap, int);
    va_end(ap);
}

static void *worker(void *unused)
{
    (void)unused;
    add_all(2, 3, 4);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return total;
}
