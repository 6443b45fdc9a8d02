// SPDX-License-Identifier: GPL-2.0
/* mokert kernel test: a completion and a spinlock in a struct, the value stored through a helper
 * that takes the struct by pointer (spin_lock_irqsave(&c->lock, flags)); the producer announces
 * the value before it stores it. */
#include <linux/spinlock.h>
#include <linux/completion.h>
#include "kcfg.h"

struct kcfg cfg;

static void cfg_put_value(struct kcfg *c, int v)
{
	unsigned long flags;

	spin_lock_irqsave(&c->lock, flags);
	c->value = v;
	spin_unlock_irqrestore(&c->lock, flags);
}

int kc_producer(void *unused)
{
	complete(&cfg.ready);	/* BUG: announced before the value is stored */
	cfg_put_value(&cfg, 42);
	return 0;
}

int kc_consumer(void *unused)
{
	unsigned long flags;

	wait_for_completion(&cfg.ready);
	spin_lock_irqsave(&cfg.lock, flags);
	cfg.seen = cfg.value;
	spin_unlock_irqrestore(&cfg.lock, flags);
	return 0;
}
