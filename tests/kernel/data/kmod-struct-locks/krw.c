// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a table with its rwlock in a struct; the updater bumps the version under the
 * read side, so two updaters lose one bump. */
#include <linux/spinlock.h>
#include "krw.h"

struct ktable tbl;

int krw_update(void *unused)
{
	read_lock(&tbl.lock);	/* the read side does not exclude the other updater */
	tbl.version++;
	read_unlock(&tbl.lock);
	return 0;
}
