// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: krw.c with the update under the write side. */
#include <linux/spinlock.h>
#include "krw.h"

struct ktable tbl;

int krw_update(void *unused)
{
	write_lock(&tbl.lock);
	tbl.version++;
	write_unlock(&tbl.lock);
	return 0;
}
