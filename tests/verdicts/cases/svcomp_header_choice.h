/* The ledger of svcomp_header_choice.c and its fixed twin: SV-COMP's conventions live in this
 * header of the program, not in the C file (reach_error, and a macro that lets
 * __VERIFIER_nondet_int() choose between moving an entry and auditing the ledger). The model
 * must use SV-COMP's table for them: left as C calls, pan did not link.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint tasks. */
#ifndef SVCOMP_HEADER_CHOICE_H
#define SVCOMP_HEADER_CHOICE_H

#include <assert.h>
#include <pthread.h>

extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { assert(0); }

static pthread_mutex_t ledger_lock = PTHREAD_MUTEX_INITIALIZER;

/* An entry in transit is counted in `*e` between the two halves of a move; an audit under the
 * ledger's lock must never see one, unless a move runs beside it under no common lock. */
static void move_entry(int *e)
{
	pthread_mutex_lock(&ledger_lock);
	(*e)++;
	pthread_mutex_unlock(&ledger_lock);
	pthread_mutex_lock(&ledger_lock);
	(*e)--;
	pthread_mutex_unlock(&ledger_lock);
}

static void audit_entries(int *e)
{
	pthread_mutex_lock(&ledger_lock);
	if (*e != 0) {
		reach_error();
		abort();
	}
	pthread_mutex_unlock(&ledger_lock);
}

#define move_or_audit(e) \
  do { \
    if (__VERIFIER_nondet_int()) move_entry(&(e)); else audit_entries(&(e)); \
  } while (0)

#endif
