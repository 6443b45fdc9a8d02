// SPDX-License-Identifier: GPL-2.0
/*
 * mokert kernel replay runtime (MOKERT §3.3-3.4), linked into the module under test.
 *
 * - Threads: kthread_run/kthread_create in the instrumented code come here. A new kernel
 *   thread that the schedule names (by start function, else by thread name) is pinned to a
 *   CPU of its own (a parked thread that must spin cannot starve another: SKI's lesson) and
 *   waits at its start until the controller releases it. The first scheduled thread created
 *   starts the test and the monitor.
 * - Probe (mokert_probe_hit): counts passes per thread and probe; the thread holding the turn
 *   that reaches the current switch row parks and hands the turn to the row's `next`. Where
 *   it may sleep it waits on a wait queue; where it may not (spinlock held, preemption or
 *   interrupts off) it spins with cpu_relax() and its state says so.
 * - Controller: the hand-over in mokert_switch_to() (under mk_lock), logging each row.
 * - Monitor (kthread): ends the test when every scheduled thread has exited; at the stall
 *   deadline it prints each thread's state and stack (sched_show_task), the row reached and,
 *   for a thread blocked in a mutex, the mutex and its holder; then it releases every
 *   thread so the module can finish.
 * Log lines: mokert_replay.h; plus "MOKERT-CHECK failed: ..." (driver check), "MOKERT-MISUSE ..."
 * (a lock used as the model forbids) and
 * "MOKERT-KMOD finished" (the VM may power off).
 */
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/sched/debug.h>
#include <linux/sched/task.h>
#include <linux/semaphore.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/wait.h>

#include "mokert_replay.h"

#define MK_MAX_THREADS 16
#define MK_MAX_MUTEXES 32

static unsigned int stall_ms = 8000;
module_param(stall_ms, uint, 0444);
MODULE_PARM_DESC(stall_ms, "mokert: report a stall when the replay has not ended after this many ms");
static unsigned int grace_ms = 3000;
module_param(grace_ms, uint, 0444);
MODULE_PARM_DESC(grace_ms, "mokert: after a stall, how long the released threads get to finish");

volatile int mokert_test_started;

enum mk_state { MK_UNBORN, MK_GATED, MK_RUNNING, MK_PARKED, MK_SPINNING, MK_BLOCKED, MK_DONE };
static const char *const mk_state_names[] = {"unborn", "gated", "running", "parked", "parked-spinning",
					     "blocked", "done"};

struct mk_thread {
	struct task_struct *task;
	int (*fn)(void *);
	void *data;
	int runnable;
	int state;
	int last_probe;
	int spinning_locks; /* spinlocks and rwlocks held, taken through the wrappers */
	unsigned int last_count;
	int cpu;
	/* the mutex or spinlock this thread waits for, if any */
	void *waiting;
	const char *waiting_kind;
	const char *waiting_name, *waiting_where;
};

struct mk_owner {
	void *m;
	int holder; /* replay thread id, -1: not a replay thread */
	struct task_struct *task;
	const char *name, *where;
};

static DEFINE_SPINLOCK(mk_lock);
static DECLARE_WAIT_QUEUE_HEAD(mk_wq);
static struct mk_thread mk_threads[MK_MAX_THREADS];
static struct mk_owner mk_owners[MK_MAX_MUTEXES];
static unsigned int mk_created[MK_MAX_THREADS]; /* threads created per schedule function */
static unsigned int *mk_counts;                 /* [thread][probe] passes */
static int mk_seq;
static int mk_turn = -1;
static int mk_free_run;
static int mk_aborted;
static int mk_steps_logged;
static int mk_started;
static int mk_last = -1;   /* the last row's thread: it runs on after the last row */
static int mk_settled;
static unsigned int mk_changes; /* lock waits begun or ended: the monitor decides when they stop */
static struct task_struct *mk_monitor_task;

static const struct mokert_schedule_table *mk_table(void)
{
	return &mokert_schedule;
}

static int mk_nthreads(void)
{
	return min(mk_table()->nthreads, MK_MAX_THREADS);
}

/* The replay thread id of the current task, or -1. */
static int mk_self(void)
{
	int i;

	for (i = 0; i < mk_nthreads(); ++i)
		if (mk_threads[i].task == current)
			return i;
	return -1;
}

/* Caller holds mk_lock. */
static void mk_release(int id)
{
	if (id < 0 || id >= mk_nthreads())
		return;
	mk_threads[id].runnable = 1;
	mk_turn = id;
	pr_info(MOKERT_LOG_PREFIX "release id=%d\n", id);
}

/* The controller's step: row mk_seq was reached. Caller holds mk_lock. */
static void mk_switch(void)
{
	const struct mokert_switch *s = &mk_table()->switches[mk_seq];
	int i;

	pr_info(MOKERT_LOG_PREFIX "step seq=%d id=%d probe=%d count=%u next=%d cex-step=%u\n", mk_seq,
		s->thread, s->probe, s->count, s->next, s->cex_step);
	mk_seq++;
	mk_steps_logged++;
	if (s->next < 0 || mk_seq >= mk_table()->nswitches) {
		mk_free_run = 1;
		mk_last = s->thread;
		pr_info(MOKERT_LOG_PREFIX "free\n");
		/* Threads the counterexample leaves mid-function stay parked until the verdict is
		 * decided (mk_monitor); an invalid end state releases every thread. A forced cycle
		 * keeps even the last one where it is: the code followed the cycle to its end. */
		for (i = 0; i < mk_nthreads(); ++i)
			if (mk_table()->end_mode == MOKERT_END_RELEASE ||
			    (i == s->thread && mk_table()->end_mode != MOKERT_END_CYCLE))
				mk_threads[i].runnable = 1;
	} else {
		const struct mokert_switch *n = &mk_table()->switches[mk_seq];
		struct mk_thread *t = s->next < mk_nthreads() ? &mk_threads[s->next] : NULL;

		/* It is parked at its next row already (the counterexample goes on inside the
		 * statement it was stopped in: the store after the load): that row is taken before
		 * it moves. */
		if (t && n->thread == s->next && !t->runnable && t->last_probe == n->probe &&
		    t->last_count == n->count) {
			mk_switch();
			return;
		}
		mk_release(s->next);
	}
}

/* Whether the calling replay thread may sleep. A kernel without preemption counting (the
 * ktree target's tinyconfig: PREEMPT_NONE) answers preemptible() with 0 always; there the
 * spinning locks the thread took through the wrappers tell. Spinning where sleeping is allowed
 * would starve every task queued on the thread's CPU (kthreadd: the next kthread_run hangs). */
static int mk_may_sleep(int self)
{
#ifdef CONFIG_PREEMPT_RCU
	/* Inside rcu_read_lock() a preemptible kernel may be preempted but must not sleep: a
	 * parked reader would be the replay's own "voluntary context switch" warning. */
	if (rcu_preempt_depth() > 0)
		return 0;
#endif
#ifdef CONFIG_PREEMPT_COUNT
	return preemptible();
#else
	return !irqs_disabled() && READ_ONCE(mk_threads[self].spinning_locks) == 0;
#endif
}

static void mk_spinning_locks(int delta)
{
	int self = mk_self();

	if (self >= 0)
		WRITE_ONCE(mk_threads[self].spinning_locks, mk_threads[self].spinning_locks + delta);
}

/* Parks the calling replay thread until it is runnable again (or the replay is aborted). */
static void mk_wait_turn(int self, int initial_state)
{
	struct mk_thread *t = &mk_threads[self];

	if (mk_may_sleep(self)) {
		t->state = initial_state;
		while (!wait_event_timeout(mk_wq, READ_ONCE(t->runnable) || READ_ONCE(mk_aborted),
					   msecs_to_jiffies(100)))
			;
	} else {
		/* A spinlock is held or preemption/interrupts are off: no sleeping here. The
		 * thread has a CPU of its own, so spinning starves nobody. */
		t->state = MK_SPINNING;
		while (!READ_ONCE(t->runnable) && !READ_ONCE(mk_aborted))
			cpu_relax();
	}
	t->state = MK_RUNNING;
}

void mokert_probe_hit(int probe)
{
	const struct mokert_schedule_table *tab = mk_table();
	int self = mk_self();
	unsigned long flags;
	unsigned int c;
	int park = 0;

	if (self < 0 || probe < 0 || probe >= tab->nprobes || !mk_counts)
		return;
	spin_lock_irqsave(&mk_lock, flags);
	c = ++mk_counts[self * tab->nprobes + probe];
	mk_threads[self].last_probe = probe;
	mk_threads[self].last_count = c;
	if (!mk_free_run && !mk_aborted && mk_seq < tab->nswitches) {
		const struct mokert_switch *s = &tab->switches[mk_seq];

		if (s->thread == self && s->probe == probe && s->count == c) {
#ifdef MOKERT_SWITCH_RETIRE
			/* Its last step: it runs on (to its exit) while `next` gets the turn. */
			if (s->flags & MOKERT_SWITCH_RETIRE) {
				mk_switch();
				spin_unlock_irqrestore(&mk_lock, flags);
				wake_up_all(&mk_wq);
				return;
			}
#endif
			mk_threads[self].runnable = 0;
			mk_threads[self].state = MK_PARKED;
			mk_switch();
			park = !mk_threads[self].runnable;
		}
	}
	spin_unlock_irqrestore(&mk_lock, flags);
	if (park || mk_free_run)
		wake_up_all(&mk_wq);
	if (park)
		mk_wait_turn(self, MK_PARKED);
}

static void mk_word(char *out, size_t size, const char *in);

/* A condition the counterexample decides: when the code takes the other branch than the model
 * at that evaluation, the log says so (the replay left the model's path there). */
void mokert_cond_hit(int probe, int cond)
{
	const struct mokert_schedule_table *tab = mk_table();
	int self = mk_self();
	unsigned long flags;
	unsigned int c;
	char file[128];
	int i;

	if (self >= 0 && probe >= 0 && probe < tab->nprobes && tab->nchecks > 0 && mk_counts) {
		spin_lock_irqsave(&mk_lock, flags);
		if (!mk_free_run && !mk_aborted) {
			/* The evaluation this is: mokert_probe_hit below counts it. */
			c = mk_counts[self * tab->nprobes + probe] + 1;
			for (i = 0; i < tab->nchecks; ++i) {
				const struct mokert_check *k = &tab->checks[i];

				if (k->thread != self || k->probe != probe || k->count != c || !!k->expected == !!cond)
					continue;
				mk_word(file, sizeof(file), tab->probes[probe].file);
				pr_info(MOKERT_LOG_PREFIX "branch id=%d probe=%d count=%u cex-step=%u at=%s:%u model=%s code=%s\n",
					self, probe, c, k->cex_step, file, tab->probes[probe].line,
					k->expected ? "true" : "false", cond ? "true" : "false");
			}
		}
		spin_unlock_irqrestore(&mk_lock, flags);
	}
	mokert_probe_hit(probe);
}

static void mk_word(char *out, size_t size, const char *in)
{
	size_t i = 0;

	if (!in || !*in)
		in = "-";
	for (; *in && i + 1 < size; ++in, ++i)
		out[i] = (*in == ' ' || *in == '\n' || *in == '\t') ? '_' : *in;
	out[i] = 0;
}

/* Each thread's state, what it waits for, and its stack. */
static void mk_report_stall_states(void)
{
	const struct mokert_schedule_table *tab = mk_table();
	int i, j;

	for (i = 0; i < mk_nthreads(); ++i) {
		struct mk_thread *t = &mk_threads[i];
		/* get_wchan is not exported to modules: the stack below (sched_show_task) says where */
		const char *wchan = "-";
		char fn[64];

		mk_word(fn, sizeof(fn), tab->threads[i].function);
		pr_info(MOKERT_LOG_PREFIX "tstate id=%d fn=%s index=%u state=%s probe=%d count=%u linux=%c wchan=%s syscall=- cpu=%d\n",
			i, fn, tab->threads[i].creation_index, mk_state_names[t->state], t->last_probe,
			t->last_count, t->task && t->state != MK_DONE ? task_state_to_char(t->task) : '-',
			wchan, t->cpu);
		if (t->waiting) {
			int holder = -2;
			const char *hstate = "unknown";
			char name[64];

			for (j = 0; j < MK_MAX_MUTEXES; ++j)
				if (mk_owners[j].m == t->waiting) {
					holder = mk_owners[j].holder;
					hstate = holder >= 0 ? mk_state_names[mk_threads[holder].state] : "not-a-replay-thread";
				}
			mk_word(name, sizeof(name), t->waiting_name);
			pr_info(MOKERT_LOG_PREFIX "blocked id=%d %s=%s at=%s holder=%d holder-state=%s\n", i,
				t->waiting_kind, name, t->waiting_where, holder, hstate);
		}
	}
	for (i = 0; i < mk_nthreads(); ++i)
		if (mk_threads[i].task && mk_threads[i].state != MK_DONE) {
			pr_info("mokert: stack of replay thread %d (%s):\n", i, tab->threads[i].function);
			sched_show_task(mk_threads[i].task);
		}
}

static void mk_report_stall(void)
{
	pr_info(MOKERT_LOG_PREFIX "stalled seq=%d of=%d waiting-for=%d ms=%u\n", mk_seq, mk_table()->nswitches,
		mk_turn, stall_ms);
	mk_report_stall_states();
}

static int mk_all_done(void)
{
	int i;

	for (i = 0; i < mk_nthreads(); ++i)
		if (mk_threads[i].state != MK_DONE)
			return 0;
	return 1;
}

/* Lets every thread go (after the verdict point, or at the deadline) so the module can end.
 * Caller holds mk_lock. */
static void mk_release_all(void)
{
	int i;

	for (i = 0; i < mk_nthreads(); ++i)
		mk_threads[i].runnable = 1;
}

/* One `deadlock` line per blocked thread (mokert_replay.h). Caller holds mk_lock. */
static void mk_report_deadlock(void)
{
	int i, j;

	for (i = 0; i < mk_nthreads(); ++i) {
		struct mk_thread *t = &mk_threads[i];
		char name[64], holds[256] = "-";
		int used = 0, holder = -2;

		if (!t->task || t->state == MK_DONE || !t->waiting)
			continue;
		for (j = 0; j < MK_MAX_MUTEXES; ++j) {
			char n[64];

			if (mk_owners[j].m == t->waiting)
				holder = mk_owners[j].holder;
			if (!mk_owners[j].m || mk_owners[j].holder != i)
				continue;
			mk_word(n, sizeof(n), mk_owners[j].name);
			used += scnprintf(holds + used, sizeof(holds) - used, "%s%s@%s", used ? "," : "", n,
					  mk_owners[j].where ? mk_owners[j].where : "-");
		}
		mk_word(name, sizeof(name), t->waiting_name);
		pr_info(MOKERT_LOG_PREFIX "deadlock id=%d kind=%s name=%s at=%s holder=%d holds=%s\n", i,
			t->waiting_kind, name, t->waiting_where, holder, holds);
	}
}

/* After the last row: whether the verdict point is reached. END_PARK: the last row's thread
 * ended or waits for a lock; END_RELEASE: every started thread that has not ended waits for a
 * lock. `quiet`: no lock wait began or ended for a while. Caller holds mk_lock. */
static int mk_decided(int quiet)
{
	int i, waiting = 0;

	if (mk_table()->end_mode == MOKERT_END_RELEASE) {
		for (i = 0; i < mk_nthreads(); ++i) {
			struct mk_thread *t = &mk_threads[i];

			if (!t->task || t->state == MK_DONE)
				continue;
			if (!t->waiting)
				return 0;
			waiting++;
		}
		return waiting && quiet;
	}
	if (mk_last < 0 || mk_last >= mk_nthreads())
		return 0;
	return mk_threads[mk_last].state == MK_DONE || (mk_threads[mk_last].waiting && quiet);
}

static int mk_monitor(void *unused)
{
	unsigned long start = jiffies;
	unsigned long flags;
	unsigned int seen = 0;
	int i, quiet = 0;

	while (!mk_all_done()) {
		if (mk_free_run && !mk_settled) {
			spin_lock_irqsave(&mk_lock, flags);
			quiet = READ_ONCE(mk_changes) == seen ? quiet + 1 : 0;
			seen = READ_ONCE(mk_changes);
			if (mk_table()->end_mode == MOKERT_END_CYCLE) {
				/* The last row of the forced cycle is reached: every thread is parked where
				 * the cycle leaves it, which is the verdict point (the code did not leave it). */
				mk_settled = 1;
				pr_info(MOKERT_LOG_PREFIX "settled id=%d state=cycle\n", mk_last);
				mk_report_stall_states();
			} else if (mk_decided(quiet >= 50)) {
				mk_settled = 1;
				if (mk_table()->end_mode == MOKERT_END_RELEASE) {
					mk_report_deadlock();
				} else {
					pr_info(MOKERT_LOG_PREFIX "settled id=%d state=%s\n", mk_last,
						mk_state_names[mk_threads[mk_last].state]);
					/* The driver's own checks come after its threads end: let them go. */
					mk_release_all();
				}
			}
			spin_unlock_irqrestore(&mk_lock, flags);
			wake_up_all(&mk_wq);
			if (mk_settled && mk_table()->end_mode == MOKERT_END_RELEASE) {
				/* Deadlocked threads never end: the console has what the verdict needs. */
				mokert_test_started = 0;
				pr_info("MOKERT-KMOD finished stalled=0 deadlock=1\n");
				return 0;
			}
			if (mk_settled && mk_table()->end_mode == MOKERT_END_CYCLE) {
				/* Released, the threads would go on cycling: the verdict is decided. */
				mokert_test_started = 0;
				pr_info("MOKERT-KMOD finished stalled=0 cycle=1\n");
				return 0;
			}
		}
		if (time_after(jiffies, start + msecs_to_jiffies(stall_ms))) {
			if (mk_free_run) {
				pr_info(MOKERT_LOG_PREFIX "hung seq=%d ms=%u\n", mk_seq, stall_ms);
				mk_report_stall_states();
			} else {
				mk_report_stall();
			}
			spin_lock_irqsave(&mk_lock, flags);
			mk_aborted = 1;
			for (i = 0; i < mk_nthreads(); ++i)
				mk_threads[i].runnable = 1;
			spin_unlock_irqrestore(&mk_lock, flags);
			wake_up_all(&mk_wq);
			start = jiffies;
			while (!mk_all_done() && time_before(jiffies, start + msecs_to_jiffies(grace_ms)))
				msleep(20);
			mokert_test_started = 0;
			pr_info("MOKERT-KMOD finished stalled=1\n");
			return 0;
		}
		msleep(10);
	}
	mokert_test_started = 0;
	pr_info(MOKERT_LOG_PREFIX "end reached=%d of=%d\n", mk_seq, mk_table()->nswitches);
	pr_info("MOKERT-KMOD finished stalled=0\n");
	return 0;
}

/* The first scheduled thread starts the test: counters, monitor, the first release. */
static void mk_start(void)
{
	const struct mokert_schedule_table *tab = mk_table();

	if (mk_started)
		return;
	mk_started = 1;
	mk_counts = kcalloc(max(tab->nthreads * tab->nprobes, 1), sizeof(*mk_counts), GFP_KERNEL);
	pr_info(MOKERT_LOG_PREFIX "start protocol=%d cex=%u threads=%d switches=%d\n", tab->protocol,
		tab->number, tab->nthreads, tab->nswitches);
	if (tab->protocol != MOKERT_REPLAY_PROTOCOL || tab->nthreads > MK_MAX_THREADS)
		pr_err("mokert: schedule table protocol %d / %d threads not supported by this runtime\n",
		       tab->protocol, tab->nthreads);
	mk_release(tab->first);
	mokert_test_started = 1;
	mk_monitor_task = kthread_run(mk_monitor, NULL, "mokert_monitor");
}

static int mk_trampoline(void *arg)
{
	int id = (int)(long)arg;
	struct mk_thread *t = &mk_threads[id];
	unsigned long flags;
	int ret;

	mk_wait_turn(id, MK_GATED);
	ret = t->fn(t->data);
	spin_lock_irqsave(&mk_lock, flags);
	t->state = MK_DONE;
	pr_info(MOKERT_LOG_PREFIX "exit id=%d\n", id);
	/* A thread that ends holding the turn before its row: the next row's thread gets it. */
	if (!mk_free_run && mk_turn == id && mk_seq < mk_table()->nswitches &&
	    mk_table()->switches[mk_seq].thread != id)
		mk_release(mk_table()->switches[mk_seq].thread);
	spin_unlock_irqrestore(&mk_lock, flags);
	wake_up_all(&mk_wq);
	return ret;
}

/* Which replay thread a new kernel thread is: by start function, else by its name
 * (a driver may start every thread through one helper and name them after the code
 * they run). -1: not scheduled. */
static int mk_identify(const char *fn_name, const char *comm, const char **matched)
{
	const struct mokert_schedule_table *tab = mk_table();
	int i, j, k;

	if (fn_name[0] == '&')
		fn_name++;
	for (k = 0; k < 2; ++k) {
		const char *name = k == 0 ? fn_name : comm;

		for (i = 0; i < mk_nthreads(); ++i) {
			const char *f = tab->threads[i].function;
			unsigned int index;

			if (k == 0 ? strcmp(f, name) != 0 : strncmp(f, name, TASK_COMM_LEN - 1) != 0)
				continue;
			/* row i is the first with function f: it keeps f's creation count */
			index = mk_created[i]++;
			*matched = f;
			for (j = i; j < mk_nthreads(); ++j)
				if (strcmp(tab->threads[j].function, f) == 0 &&
				    tab->threads[j].creation_index == index)
					return j;
			return -1;
		}
	}
	*matched = fn_name;
	return -1;
}

static struct task_struct *mk_create(int (*fn)(void *), void *data, const char *fn_name, const char *name)
{
	struct task_struct *task;
	const char *matched = fn_name;
	int id, cpu;
	char word[64];

	id = mk_identify(fn_name, name, &matched);
	mk_word(word, sizeof(word), matched);
	if (id < 0 || mk_threads[id].task) {
		pr_info(MOKERT_LOG_PREFIX "unknown fn=%s index=%u\n", word, 0u);
		return kthread_create(fn, data, "%s", name);
	}
	mk_threads[id].fn = fn;
	mk_threads[id].data = data;
	mk_threads[id].last_probe = -1;
	task = kthread_create(mk_trampoline, (void *)(long)id, "%s", name);
	if (IS_ERR(task))
		return task;
	get_task_struct(task);
	/* CPU 0 is left to the driver and the monitor; replay thread i gets CPU i+1. */
	cpu = (id + 1) % num_online_cpus();
	kthread_bind(task, cpu);
	mk_threads[id].cpu = cpu;
	mk_threads[id].state = MK_GATED;
	mk_threads[id].task = task;
	pr_info(MOKERT_LOG_PREFIX "thread id=%d fn=%s index=%u tid=%d\n", id, word,
		mk_table()->threads[id].creation_index, task_pid_nr(task));
	mk_start();
	return task;
}

struct task_struct *mokert_kthread_create(int (*fn)(void *), void *data, const char *fn_name,
					  const char *namefmt, ...)
{
	char name[TASK_COMM_LEN * 2];
	va_list ap;

	va_start(ap, namefmt);
	vsnprintf(name, sizeof(name), namefmt, ap);
	va_end(ap);
	return mk_create(fn, data, fn_name, name);
}

struct task_struct *mokert_kthread_run(int (*fn)(void *), void *data, const char *fn_name,
				       const char *namefmt, ...)
{
	char name[TASK_COMM_LEN * 2];
	struct task_struct *task;
	va_list ap;

	va_start(ap, namefmt);
	vsnprintf(name, sizeof(name), namefmt, ap);
	va_end(ap);
	task = mk_create(fn, data, fn_name, name);
	if (!IS_ERR(task))
		wake_up_process(task);
	return task;
}

/* Mutex bookkeeping for the stall report. */
static void mk_set_owner(void *m, int holder, const char *name, const char *where)
{
	unsigned long flags;
	int i, free_slot = -1;

	spin_lock_irqsave(&mk_lock, flags);
	for (i = 0; i < MK_MAX_MUTEXES; ++i) {
		if (mk_owners[i].m == m) {
			free_slot = i;
			break;
		}
		if (!mk_owners[i].m && free_slot < 0)
			free_slot = i;
	}
	if (free_slot >= 0) {
		mk_owners[free_slot].m = holder == -3 ? NULL : m;
		mk_owners[free_slot].holder = holder;
		mk_owners[free_slot].task = current;
		mk_owners[free_slot].name = name;
		mk_owners[free_slot].where = where;
	}
	spin_unlock_irqrestore(&mk_lock, flags);
}

static void mk_before_lock(void *m, const char *kind, const char *name, const char *where)
{
	int self = mk_self();

	if (self < 0)
		return;
	mk_threads[self].waiting_kind = kind;
	mk_threads[self].waiting_name = name;
	mk_threads[self].waiting_where = where;
	WRITE_ONCE(mk_threads[self].waiting, m);
	mk_threads[self].state = MK_BLOCKED;
	WRITE_ONCE(mk_changes, mk_changes + 1);
}

static void mk_after_lock(void *m, int got, const char *name, const char *where)
{
	int self = mk_self();

	if (self >= 0) {
		WRITE_ONCE(mk_threads[self].waiting, NULL);
		mk_threads[self].state = MK_RUNNING;
		WRITE_ONCE(mk_changes, mk_changes + 1);
	}
	if (got)
		mk_set_owner(m, self, name, where);
}

void mokert_mutex_lock(struct mutex *m, const char *name, const char *where)
{
	mk_before_lock(m, "mutex", name, where);
	mutex_lock(m);
	mk_after_lock(m, 1, name, where);
}

int mokert_mutex_lock_interruptible(struct mutex *m, const char *name, const char *where)
{
	int ret;

	mk_before_lock(m, "mutex", name, where);
	ret = mutex_lock_interruptible(m);
	mk_after_lock(m, ret == 0, name, where);
	return ret;
}

int mokert_mutex_trylock(struct mutex *m, const char *name, const char *where)
{
	int got = mutex_trylock(m);

	if (got)
		mk_set_owner(m, mk_self(), name, where);
	return got;
}

/* The model asserts that a thread unlocks only a mutex it holds (mutex.pml); the kernel, without
 * CONFIG_DEBUG_MUTEXES, goes on silently (a mutex re-initialised while held, then unlocked by
 * its old holder). The replay fails the same check, and leaves the mutex alone: unlocking it
 * would release another thread's hold. The mutex's owner word is its holder's task pointer with
 * three flag bits. */
void mokert_mutex_unlock(struct mutex *m, const char *name, const char *where)
{
	if ((atomic_long_read(&m->owner) & ~0x07UL) != (unsigned long)current) {
		pr_err("MOKERT-MISUSE mutex_unlock(%s) at %s: the calling thread does not hold it\n", name, where);
		return;
	}
	mk_set_owner(m, -3, name, where); /* forget the owner */
	mutex_unlock(m);
}

void mokert_spin_lock(spinlock_t *l, const char *name, const char *where)
{
	mk_before_lock(l, "spinlock", name, where);
	spin_lock(l);
	mk_after_lock(l, 1, name, where);
	mk_spinning_locks(1);
}

/* Unlocking a lock nobody holds (a second unlock on an error path) is what spinlock.pml and
 * rwlock.pml assert; the kernel without CONFIG_DEBUG_SPINLOCK says nothing, and on a queued
 * lock the stray unlock would free it for the next holder's critical section. Reported like
 * mutex_unlock's misuse, and the lock is left alone. Only what the lock word itself says counts:
 * a uniprocessor kernel's locks have no word. */
static int mk_unlocking_free(const char *what, const char *name, const char *where, int free_lock)
{
	if (!free_lock)
		return 0;
	pr_err("MOKERT-MISUSE %s(%s) at %s: the lock is not held\n", what, name, where);
	return 1;
}

void mokert_spin_unlock(spinlock_t *l, const char *name, const char *where)
{
#ifdef CONFIG_SMP
	if (mk_unlocking_free("spin_unlock", name, where, !spin_is_locked(l)))
		return;
#endif
	mk_set_owner(l, -3, name, where);
	mk_spinning_locks(-1);
	spin_unlock(l);
}

/* rwlocks: the holder recorded is the last thread that took either side (enough to name the
 * parked reader a writer waits for). */
void mokert_read_lock(rwlock_t *l, const char *name, const char *where)
{
	mk_before_lock(l, "rwlock", name, where);
	read_lock(l);
	mk_after_lock(l, 1, name, where);
	mk_spinning_locks(1);
}

void mokert_read_unlock(rwlock_t *l, const char *name, const char *where)
{
#if defined(CONFIG_SMP) && defined(CONFIG_QUEUED_RWLOCKS) && !defined(CONFIG_PREEMPT_RT)
	if (mk_unlocking_free("read_unlock", name, where, (atomic_read(&l->raw_lock.cnts) >> _QR_SHIFT) == 0))
		return;
#endif
	mk_set_owner(l, -3, name, where);
	mk_spinning_locks(-1);
	read_unlock(l);
}

void mokert_write_lock(rwlock_t *l, const char *name, const char *where)
{
	mk_before_lock(l, "rwlock", name, where);
	write_lock(l);
	mk_after_lock(l, 1, name, where);
	mk_spinning_locks(1);
}

void mokert_write_unlock(rwlock_t *l, const char *name, const char *where)
{
#if defined(CONFIG_SMP) && defined(CONFIG_QUEUED_RWLOCKS) && !defined(CONFIG_PREEMPT_RT)
	if (mk_unlocking_free("write_unlock", name, where,
			      (atomic_read(&l->raw_lock.cnts) & _QW_LOCKED) != _QW_LOCKED))
		return;
#endif
	mk_set_owner(l, -3, name, where);
	mk_spinning_locks(-1);
	write_unlock(l);
}

/* Waits with no holder: the deadlock line names what the thread waits for (holder -2). */
void mokert_wait_for_completion(struct completion *c, const char *name, const char *where)
{
	mk_before_lock(c, "completion", name, where);
	wait_for_completion(c);
	mk_after_lock(c, 0, name, where);
}

void mokert_down(struct semaphore *s, const char *name, const char *where)
{
	mk_before_lock(s, "sem", name, where);
	down(s);
	mk_after_lock(s, 1, name, where);
}
int mokert_down_interruptible(struct semaphore *s, const char *name, const char *where)
{
	int ret;

	mk_before_lock(s, "sem", name, where);
	ret = down_interruptible(s);
	mk_after_lock(s, ret == 0, name, where);
	return ret;
}
void mokert_up(struct semaphore *s, const char *name, const char *where)
{
	mk_set_owner(s, -3, name, where); /* forget the taker */
	up(s);
}
void mokert_wait_begin(void *q, const char *kind, const char *name, const char *where)
{
	mk_before_lock(q, kind, name, where);
}

void mokert_wait_end(void)
{
	mk_after_lock(NULL, 0, NULL, NULL);
}

void mokert_check_failed(const char *cond, const char *file, int line)
{
	pr_err("MOKERT-CHECK failed: %s at %s:%d\n", cond, file, line);
}

/* The runtime uses GPL-only kernel symbols (sched_show_task); it is GPL code of our own. */
MODULE_LICENSE("GPL");
