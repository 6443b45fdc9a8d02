// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a handshake between a loader and a worker over two completions; the
 * loader waits for the worker's ack before it announces that the firmware is loaded. */
#include <linux/completion.h>
#include "kc.h"

struct khs hs;

int kc_loader(void *unused)
{
	hs.fw = 3;
	wait_for_completion(&hs.ack);	/* BUG: waits before it completes `loaded` */
	complete(&hs.loaded);
	return 0;
}

int kc_worker(void *unused)
{
	wait_for_completion(&hs.loaded);
	hs.seen = hs.fw;
	complete(&hs.ack);
	return 0;
}
