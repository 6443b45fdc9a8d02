// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: kw.c with the data stored before the flag (smp_store_release) and read
 * after it (smp_rmb). */
#include <linux/wait.h>
#include <linux/sched.h>
#include "kw.h"

struct kev ev;

int kw_producer(void *unused)
{
	ev.data = 7;
	smp_store_release(&ev.ready, 1);
	wake_up(&ev.wq);
	return 0;
}

int kw_consumer(void *unused)
{
	wait_event(ev.wq, READ_ONCE(ev.ready));
	smp_rmb();	/* pairs with the release: the data is read after the flag */
	ev.seen = ev.data;
	return 0;
}
