// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a producer publishes a ready flag with WRITE_ONCE and wakes the consumer
 * sleeping in wait_event; the flag is set before the data it announces. */
#include <linux/wait.h>
#include <linux/sched.h>
#include "kw.h"

struct kev ev;

int kw_producer(void *unused)
{
	WRITE_ONCE(ev.ready, 1);	/* BUG: published before the data */
	wake_up(&ev.wq);
	ev.data = 7;
	return 0;
}

int kw_consumer(void *unused)
{
	wait_event(ev.wq, READ_ONCE(ev.ready));
	ev.seen = ev.data;
	return 0;
}
