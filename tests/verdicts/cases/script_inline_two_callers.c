/* A Modex user's script extracts main, a reader and a writer as proctypes and their shared
 * helper as an inline (`%X -i note`); both threads call note(), which reads the event count into
 * a temporary and writes it back: an update can be lost. Before, the inline's temporary was the
 * reader's (`Pp_reader->note_e`), and the writer's expansion wrote through the reader's layout
 * into its own process: the replay stalled on this real bug (the counterexample named threads
 * the program never started). Each caller now has its own copy of the inline (`note__p_reader`,
 * `note__p_writer`). Written for mokert's verdict corpus.
 *
 * CLASS: script-abstraction
 * RUN: mokert run %S/script_inline_two_callers.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: events == 2
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

int events;

void note(void)
{
	int e = events;
	events = e + 1;
}

void *reader(void *arg)
{
	note();
	return arg;
}

void *writer(void *arg)
{
	note();
	return arg;
}

int main(void)
{
	pthread_t r, w;
	pthread_create(&r, 0, reader, 0);
	pthread_create(&w, 0, writer, 0);
	pthread_join(r, 0);
	pthread_join(w, 0);
	assert(events == 2);
	return 0;
}
