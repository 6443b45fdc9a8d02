/* expect: assertion violated
 * A log helper with a variable argument list is called by the threads; it touches none of the
 * program's data, so the model leaves it out and still finds the unlocked reservation. */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

static int seats = 1;
static int sold;

static void trace(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

static void *buyer(void *unused)
{
    (void)unused;
    if (seats > 0) {
        trace("buying, %d left\n", seats);
        seats--;
        sold++;
    }
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, buyer, 0);
    pthread_create(&b, 0, buyer, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(sold <= 1);
    return 0;
}
