/* SPDX-License-Identifier: GPL-2.0 */
/* mokert kernel replay runtime: the header the instrumenter includes first in every
 * instrumented file. It has the user runtime's file name on purpose: the instrumenter
 * writes `#include "mokert_replay_user.h"`, and the kmod build puts this folder on the
 * include path instead of replay/runtime/user, so the same instrumented text builds in
 * the kernel.
 *
 * After the kernel headers it redirects the calls the runtime must see:
 *   kthread_run / kthread_create -> mokert_kthread_*: learn which replay thread a new
 *     kernel thread is (by start function, else by thread name), gate it at its start,
 *     pin it to a CPU of its own;
 *   mutex_lock / mutex_lock_interruptible / mutex_trylock / mutex_unlock -> mokert_mutex_*:
 *     record owners and waiters, so a stall can name the mutex and both threads;
 *   spin_lock / spin_unlock -> mokert_spin_*: the same for spinlocks (a thread spinning on a
 *     lock that the parked thread holds);
 *   read_lock / read_unlock / write_lock / write_unlock -> mokert_*_lock: the same for rwlocks
 *     (a writer spinning while the parked thread holds the read side);
 *   wait_for_completion / wait_event -> a wait the monitor sees (no holder): two threads each
 *     waiting for the other's complete() are a named deadlock, not an anonymous hang;
 *   MOKERT_CHECK(cond): the driver's property check, a marker line on the console. */
#ifndef MOKERT_REPLAY_KERNEL_H
#define MOKERT_REPLAY_KERNEL_H

#include <linux/kthread.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/completion.h>
#include <linux/wait.h>
#include <linux/spinlock.h>
#include <linux/semaphore.h>
#include <linux/stringify.h>

#include "mokert_replay.h"

struct task_struct *mokert_kthread_create(int (*fn)(void *), void *data, const char *fn_name,
					  const char *namefmt, ...) __printf(4, 5);
struct task_struct *mokert_kthread_run(int (*fn)(void *), void *data, const char *fn_name,
				       const char *namefmt, ...) __printf(4, 5);
void mokert_mutex_lock(struct mutex *m, const char *name, const char *where);
int mokert_mutex_lock_interruptible(struct mutex *m, const char *name, const char *where);
int mokert_mutex_trylock(struct mutex *m, const char *name, const char *where);
void mokert_mutex_unlock(struct mutex *m, const char *name, const char *where);
void mokert_spin_lock(spinlock_t *l, const char *name, const char *where);
void mokert_spin_unlock(spinlock_t *l, const char *name, const char *where);
void mokert_read_lock(rwlock_t *l, const char *name, const char *where);
void mokert_read_unlock(rwlock_t *l, const char *name, const char *where);
void mokert_write_lock(rwlock_t *l, const char *name, const char *where);
void mokert_write_unlock(rwlock_t *l, const char *name, const char *where);
void mokert_wait_for_completion(struct completion *c, const char *name, const char *where);
void mokert_down(struct semaphore *s, const char *name, const char *where);
int mokert_down_interruptible(struct semaphore *s, const char *name, const char *where);
void mokert_up(struct semaphore *s, const char *name, const char *where);
void mokert_wait_begin(void *q, const char *kind, const char *name, const char *where);
void mokert_wait_end(void);
void mokert_check_failed(const char *cond, const char *file, int line);

#define MOKERT_WHERE __FILE__ ":" __stringify(__LINE__)

#undef kthread_run
#define kthread_run(fn, data, ...) mokert_kthread_run((fn), (data), #fn, __VA_ARGS__)
#undef kthread_create
#define kthread_create(fn, data, ...) mokert_kthread_create((fn), (data), #fn, __VA_ARGS__)
#undef mutex_lock
#define mutex_lock(m) mokert_mutex_lock((m), #m, MOKERT_WHERE)
#undef mutex_lock_interruptible
#define mutex_lock_interruptible(m) mokert_mutex_lock_interruptible((m), #m, MOKERT_WHERE)
#define mutex_trylock(m) mokert_mutex_trylock((m), #m, MOKERT_WHERE)
#define mutex_unlock(m) mokert_mutex_unlock((m), #m, MOKERT_WHERE)

#define spin_lock(l) mokert_spin_lock((l), #l, MOKERT_WHERE)
#define spin_unlock(l) mokert_spin_unlock((l), #l, MOKERT_WHERE)

#undef wait_for_completion
#define wait_for_completion(c) mokert_wait_for_completion((c), #c, MOKERT_WHERE)
/* A semaphore's last taker is its holder for the monitor: a semaphore used as a lock names the
 * thread that took it and did not give it back. */
#define down(s) mokert_down((s), #s, MOKERT_WHERE)
#define down_interruptible(s) mokert_down_interruptible((s), #s, MOKERT_WHERE)
#define up(s) mokert_up((s), #s, MOKERT_WHERE)
/* The kernel's own wait (linux/wait.h's __wait_event), bracketed so the monitor knows the
 * thread waits and on what. */
#undef wait_event
#define wait_event(wq, cond)                                                        \
	do {                                                                        \
		might_sleep();                                                      \
		if (cond)                                                           \
			break;                                                      \
		mokert_wait_begin(&(wq), "waitqueue", "&" #wq, MOKERT_WHERE);       \
		__wait_event(wq, cond);                                             \
		mokert_wait_end();                                                  \
	} while (0)

#undef read_lock
#define read_lock(l) mokert_read_lock((l), #l, MOKERT_WHERE)
#undef read_unlock
#define read_unlock(l) mokert_read_unlock((l), #l, MOKERT_WHERE)
#undef write_lock
#define write_lock(l) mokert_write_lock((l), #l, MOKERT_WHERE)
#undef write_unlock
#define write_unlock(l) mokert_write_unlock((l), #l, MOKERT_WHERE)

/* The ktree target builds the driver into the kernel (lib/mokert/Makefile defines
 * MOKERT_KTREE_DRIVER for it): its module init must not run at boot, so module_init(fn) names
 * the function the start hook calls once /init asks for it (mokert_ktree.c), and __init code
 * stays in memory after boot. */
#ifdef MOKERT_KTREE_DRIVER
#include <linux/init.h>
#undef module_init
#define module_init(fn) int (*const mokert_ktree_driver_init)(void) = (fn)
#undef module_exit
#define module_exit(fn) void (*const mokert_ktree_driver_exit)(void) = (fn)
#undef __init
#define __init
#undef __exit
#define __exit
#endif
/* The marker line the verdict reads: "MOKERT-CHECK failed: COND at FILE:LINE". */
#undef MOKERT_CHECK
#define MOKERT_CHECK(cond)                                         \
	do {                                                       \
		if (!(cond))                                       \
			mokert_check_failed(#cond, __FILE__, __LINE__); \
	} while (0)

#endif
