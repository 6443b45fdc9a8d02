// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a BUSY bit in the device's flags word keeps the ioctl and the reset apart;
 * the ioctl tests the bit and sets it in two steps. Here the bit operations sit inside larger
 * conditions, so they run as the kernel's C in the model. */
#include <linux/bitops.h>
#include <linux/errno.h>
#include "kb.h"

struct kbdev bdev;

static void kb_work(struct kbdev *d)
{
	d->inside++;
	if (d->inside > 1)
		d->overlap = 1;
	d->inside--;
}

int kb_ioctl(void *unused)
{
	struct kbdev *d = &bdev;

	if (test_bit(KB_BUSY, &d->flags) && d->inside >= 0)	/* BUG: test and set are two steps */
		return -EBUSY;
	set_bit(KB_BUSY, &d->flags);
	kb_work(d);
	clear_bit(KB_BUSY, &d->flags);
	return 0;
}

int kb_reset(void *unused)
{
	struct kbdev *d = &bdev;

	if (test_and_set_bit(KB_BUSY, &d->flags) || d->overlap)
		return -EBUSY;
	kb_work(d);
	clear_bit_unlock(KB_BUSY, &d->flags);
	return 0;
}
