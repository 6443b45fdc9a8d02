/* Appended to pan.c by `mokert verify` (docs/checker.md): when the embedded C of a model makes
 * pan die of a signal (a null or dangling pointer, a call through a pointer the model never set,
 * a stack overflow, an abort), one line on stderr names the move pan was executing, so that mokert can
 * name the model line and the C statement it came from:
 *   mokert-pan-signal: signal 11 depth 3 pid 0 move 5
 * "move" is the case number of pan's transition table (pan.m: "case 5: // STATE 3 - model.pml:6").
 * Only async-signal-safe calls; the signal is then raised again, so pan still dies of it. */
#include <signal.h>
#include <string.h>
#include <unistd.h>

static void mokert_signal_put(const char *s) {
	ssize_t unused = write(2, s, strlen(s));
	(void) unused;
}

static void mokert_signal_put_number(long v) {
	char b[24];
	int i = (int) sizeof b - 1;
	unsigned long u = v < 0 ? 0UL - (unsigned long) v : (unsigned long) v;
	b[i] = '\0';
	do { b[--i] = (char) ('0' + u % 10); u /= 10; } while (u && i > 1);
	if (v < 0) b[--i] = '-';
	mokert_signal_put(b + i);
}

static void mokert_signal_report(int sig) {
	mokert_signal_put("\nmokert-pan-signal: signal ");
	mokert_signal_put_number(sig);
#if !defined(BFS) && !defined(BFS_PAR)
	/* The search loop stores the move it is about to execute in the next trail entry. */
	if (trpt && depth >= 0) {
		Trail *next = trpt + 1;
		mokert_signal_put(" depth ");
		mokert_signal_put_number(depth);
		if (next->o_t) {
			mokert_signal_put(" pid ");
			mokert_signal_put_number((long) next->pr);
			mokert_signal_put(" move ");
			mokert_signal_put_number((long) next->o_t->forw);
		}
	}
#endif
	mokert_signal_put("\n");
	signal(sig, SIG_DFL);
	raise(sig);
}

__attribute__((constructor)) static void mokert_signal_install(void) {
	/* Its own stack, so that a stack overflow is reported too. */
	static char alt[1 << 16];
	stack_t ss;
	struct sigaction sa;
	int i;
	const int sigs[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
	ss.ss_sp = alt;
	ss.ss_size = sizeof alt;
	ss.ss_flags = 0;
	sigaltstack(&ss, 0);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = mokert_signal_report;
	sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < (int) (sizeof sigs / sizeof sigs[0]); i++) sigaction(sigs[i], &sa, 0);
}
