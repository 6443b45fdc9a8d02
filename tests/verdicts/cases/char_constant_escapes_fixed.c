/* char_constant_escapes with the append under a mutex: both separators land. The constants
 * '\x1e', '\036' and '\x00' must reach pan as their values (SPIN's lexer rejects the escapes).
 * Written for mokert's verdict corpus.
 *
 * CLASS: char-constant-escapes
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char line[4];
static int len;

static void *append(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  int at = len;
  line[at] = '\x1e';
  len = at + 1;
  pthread_mutex_unlock(&lock);
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
