// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: two semaphores used as sleeping locks, a table's and its log's; the export
 * takes the table's first, the import the log's first. */
#include <linux/semaphore.h>
#include "kse.h"

static DEFINE_SEMAPHORE(kse_table_sem);
static DEFINE_SEMAPHORE(kse_log_sem);
int kse_moved;

int kse_export(void *unused)
{
	down(&kse_table_sem);
	down(&kse_log_sem);
	kse_moved++;
	up(&kse_log_sem);
	up(&kse_table_sem);
	return 0;
}

int kse_import(void *unused)
{
	down(&kse_log_sem);	/* BUG: the other order than kse_export's */
	down(&kse_table_sem);
	kse_moved++;
	up(&kse_table_sem);
	up(&kse_log_sem);
	return 0;
}
