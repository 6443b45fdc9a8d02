/* The helpers of header-macro-locks.c: a project header (not a system one) whose macros take
 * the program's lock. Written for mokert. */
#include <pthread.h>

/* The lock the macros take, defined here (the program's own header): the model must know it
 * as the program's mutex, not leave it a C object. */
pthread_mutex_t big_lock = PTHREAD_MUTEX_INITIALIZER;

#define BUMP(x) do { pthread_mutex_lock(&big_lock); (x)++; pthread_mutex_unlock(&big_lock); } while (0)
#define DROP(x) do { pthread_mutex_lock(&big_lock); (x)--; pthread_mutex_unlock(&big_lock); } while (0)
#define TOUCH(x) do { BUMP(x); DROP(x); } while (0)
#define CHECK_ZERO(x) do { pthread_mutex_lock(&big_lock); assert((x) == 0); pthread_mutex_unlock(&big_lock); } while (0)
