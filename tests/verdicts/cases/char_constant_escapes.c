/* Two threads append a record separator to a shared line without a lock; the check looks for
 * the separators written as '\x1e' and '\036' and the terminator '\x00'. SPIN's lexer takes a
 * character constant as at most a backslash and one character: these aborted spin -a (a tool
 * failure, exit 3) before the model wrote them as their values. The lost append is real.
 * Written for mokert's verdict corpus.
 *
 * CLASS: char-constant-escapes
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: line[1] == '\036'
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

static char line[4];
static int len;

static void *append(void *arg) {
  (void)arg;
  int at = len;
  line[at] = '\x1e';
  len = at + 1;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, append, NULL);
  pthread_create(&b, NULL, append, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(line[2] == '\x00');
  assert(line[1] == '\036');
  return 0;
}
