/* Linux wait queues for mokert models: wait_event(wq, cond) and its wake-ups.
 *
 * The model does not keep the queue: wait_event's own loop re-tests the condition after every
 * wake-up, so the wait is "block until cond holds", one guard step, and wake_up is no step of
 * its own (a wake-up nobody needs changes nothing the model tracks). A condition that never
 * comes true leaves the waiter blocked: an invalid end state, the kernel's hung task.
 * Before these rules the kernel's macro ran in pan and stopped at its first out-of-file call
 * ("`prepare_to_wait_event` has no model").
 * The condition is C text (it names C data: READ_ONCE(dev->ready)), so only _c forms exist.
 * The _interruptible/_killable forms return 0 (signals are not modelled, as for mutexes).
 */
#ifndef MOKERT_LINUX_WAIT
#define MOKERT_LINUX_WAIT

#define wait_event_c(q_, cond_) c_expr { (cond_) }
#define wait_event_ret0_c(q_, cond_, r_) c_expr { (cond_) } -> c_code { (r_) = 0; }

#endif
