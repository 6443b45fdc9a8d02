/* User-space replay runtime: the calls the instrumenter rewrites into the program
 * under test (pthread_create -> mokert_pthread_create, mutex calls -> mokert_mutex_*),
 * so that the runtime learns which thread runs which start function and who holds
 * which mutex (for the STALLED diagnosis). Included first by every instrumented file. */
#ifndef MOKERT_REPLAY_USER_H
#define MOKERT_REPLAY_USER_H
/* A Modex harness's C may call assert() without <assert.h> (SPIN's assert is the model's); the
 * replay's program needs the C one. A later #include <assert.h> redefines it as usual (NDEBUG). */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
#include "mokert_replay.h"

int mokert_pthread_create(pthread_t *thread, const pthread_attr_t *attr,
                          void *(*start)(void *), void *arg, const char *start_name);
int mokert_mutex_lock(pthread_mutex_t *m, const char *name, const char *where);
int mokert_mutex_trylock(pthread_mutex_t *m, const char *name, const char *where);
int mokert_mutex_unlock(pthread_mutex_t *m, const char *name, const char *where);
/* The model asserts that a destroyed mutex is not held (glibc returns EBUSY and goes on). */
int mokert_mutex_destroy(pthread_mutex_t *m, const char *name, const char *where);
/* Reader-writer locks and semaphores: who holds a rwlock, who waits on which (a deadlock
 * through them is named as one through mutexes). */
int mokert_rwlock_rdlock(pthread_rwlock_t *l, const char *name, const char *where);
int mokert_rwlock_wrlock(pthread_rwlock_t *l, const char *name, const char *where);
int mokert_rwlock_tryrdlock(pthread_rwlock_t *l, const char *name, const char *where);
int mokert_rwlock_trywrlock(pthread_rwlock_t *l, const char *name, const char *where);
int mokert_rwlock_unlock(pthread_rwlock_t *l, const char *name, const char *where);
int mokert_sem_wait(sem_t *s, const char *name, const char *where);
int mokert_sem_trywait(sem_t *s, const char *name, const char *where);
int mokert_sem_post(sem_t *s, const char *name, const char *where);
int mokert_pthread_join(pthread_t thread, void **ret, const char *name, const char *where);
/* pthread_exit: the thread's end is recorded as a return from its start routine would be. */
void mokert_pthread_exit(void *value) __attribute__((noreturn));
/* wait_probe / woken_probe: the probe ids of the wait's two points (-1: not a switch point).
 * Where the model woke the waiter with no signal (a spurious wake-up), it returns so. */
int mokert_cond_wait(pthread_cond_t *c, pthread_mutex_t *m, const char *cname,
                     const char *mname, const char *where, int wait_probe, int woken_probe);
/* The timed wait: woken, timed out or woken with no signal as the model chose (a timeout returns
 * ETIMEDOUT at once, a spurious wake-up 0). */
int mokert_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *abstime,
                          const char *cname, const char *mname, const char *where, int wait_probe,
                          int woken_probe);
/* Barriers: the runtime keeps the count (from init) and does the wait itself, so that the
 * schedule decides when each waiter goes on (wait_probe: arrived; woken_probe: left). */
int mokert_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *attr, unsigned count);
int mokert_barrier_wait(pthread_barrier_t *b, const char *name, const char *where, int wait_probe, int woken_probe);
int mokert_cond_signal(pthread_cond_t *c, const char *name, const char *where);
int mokert_cond_broadcast(pthread_cond_t *c, const char *name, const char *where);
/* Logged before a call of SV-COMP's reach_error() (the property of the counterexample). */
void mokert_reach_error(const char *where);
/* The body of an SV-COMP __VERIFIER_atomic_* function holds the atomic lock (nested: once). */
int mokert_atomic_enter(const char *function);
/* After a statement whose value a script abstracted into the model's choice (`x = f();` as
 * `if :: x = 0 :: x = 1 fi`): the calling thread's next forced value when it is for `name`,
 * else `real` (the program's own). */
long long mokert_forced_or(long long real, const char *name);
void mokert_atomic_leave(int *token);
/* At the top of a function the model runs as a process of its own that no pthread_create of
 * the program starts (a Modex script's `%X -p worker` run from its init, while the program's
 * threads call worker() from wrappers, or main calls it): the first thread the schedule does
 * not name yet that enters it becomes that process, gated until its turn; when it leaves the
 * function (the cleanup), the process has ended. Returns the id bound, or -1. */
int mokert_entered(const char *function);
void mokert_entered_leave(int *token);

#endif
