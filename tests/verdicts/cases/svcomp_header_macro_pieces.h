/* The turnstile of svcomp_header_macro_pieces.c and its fixed twin. Every step the threads take
 * is a macro of this header: a pass through the gate is two locked steps (`enter` then `leave`)
 * inside one macro, and the workers are started and joined by macros that spell a declaration
 * and a counted loop. The model splits these macros into their statements; the replay must stop
 * a thread between two pieces of one macro's use and see the pthread calls they spell.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint tasks. */
#ifndef SVCOMP_HEADER_MACRO_PIECES_H
#define SVCOMP_HEADER_MACRO_PIECES_H

#include <assert.h>
#include <pthread.h>

extern void abort(void);
void reach_error(void) { assert(0); }

pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;

#define enter(n) do { pthread_mutex_lock(&gate_lock); (n)++; pthread_mutex_unlock(&gate_lock); } while (0)
#define leave(n) do { pthread_mutex_lock(&gate_lock); (n)--; pthread_mutex_unlock(&gate_lock); } while (0)
/* One pass: nobody is inside the gate before and after it, but one is in between. */
#define pass_gate(n) do { enter(n); leave(n); } while (0)
#define gate_empty(n) do { pthread_mutex_lock(&gate_lock); if ((n) != 0) { reach_error(); abort(); } pthread_mutex_unlock(&gate_lock); } while (0)

#define WORKERS 2
#define start_workers(w) pthread_t w##_ids[WORKERS]; for (int k = 0; k < WORKERS; k++) pthread_create(&w##_ids[k], 0, w##_run, 0)
#define stop_workers(w) for (int k = 0; k < WORKERS; k++) pthread_join(w##_ids[k], 0)

#endif
