/* The pool helpers of pool_tokens_beyond_bound.c and its fixed twin: every worker is started and
 * joined by one macro use, so one model step starts more threads than the model runs. */
#include <pthread.h>
#define POOL 300
#define SPAWN_ALL(ids, fn) for (int k = 0; k < POOL; k++) pthread_create(&(ids)[k], 0, (fn), 0)
#define JOIN_ALL(ids) for (int k = 0; k < POOL; k++) pthread_join((ids)[k], 0)
