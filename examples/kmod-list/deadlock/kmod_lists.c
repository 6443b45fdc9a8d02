// SPDX-License-Identifier: GPL-2.0
/*
 * kmod-list, deadlock version: two lists, each under a mutex of its own.
 *
 * kl_left_to_right() moves an entry from the left list to the right one and
 * takes the left mutex first; kl_right_to_left() moves one back and takes the
 * right mutex first. When each thread holds its first mutex, each waits for
 * the mutex the other holds: an ABBA deadlock. The lists are kept as their
 * lengths: the lock order is the bug, not the list operations.
 *
 * The module's init and exit are in driver.c (the test driver).
 */
#include <linux/mutex.h>

#include "kmod_lists.h"

static DEFINE_MUTEX(kl_left_lock);
static DEFINE_MUTEX(kl_right_lock);

int kl_left_len = 1;
int kl_right_len = 1;

int kl_left_to_right(void *unused)
{
	mutex_lock(&kl_left_lock);
	mutex_lock(&kl_right_lock);
	if (kl_left_len > 0) {
		kl_left_len = kl_left_len - 1;
		kl_right_len = kl_right_len + 1;
	}
	mutex_unlock(&kl_right_lock);
	mutex_unlock(&kl_left_lock);
	return 0;
}

int kl_right_to_left(void *unused)
{
	mutex_lock(&kl_right_lock);	/* BUG: the opposite order of kl_left_to_right */
	mutex_lock(&kl_left_lock);
	if (kl_right_len > 0) {
		kl_right_len = kl_right_len - 1;
		kl_left_len = kl_left_len + 1;
	}
	mutex_unlock(&kl_left_lock);
	mutex_unlock(&kl_right_lock);
	return 0;
}
