// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: kse.c fixed: both take the table's semaphore first. */
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
	down(&kse_table_sem);
	down(&kse_log_sem);
	kse_moved++;
	up(&kse_log_sem);
	up(&kse_table_sem);
	return 0;
}
