/* Two threads parse one string each with strtol and check errno for ERANGE; each thread's errno
 * is its own, so the thread with the short number never sees the other's ERANGE. The model had
 * one errno for every thread (pan's) until 2026-11-27: a counterexample the replay rejected,
 * exit 4 on a correct program. Written for mokert's verdict corpus.
 *
 * CLASS: errno-per-thread
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

static const char *texts[2] = {"12", "99999999999999999999999"};
static long values[2];
static int too_big[2];

static void *parse(void *arg) {
  int i = *(int *)arg;
  char *end;
  errno = 0;
  long v = strtol(texts[i], &end, 10);
  if (errno == ERANGE) {
    too_big[i] = 1;
    return NULL;
  }
  values[i] = v;
  return NULL;
}

int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, parse, &ids[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  assert(too_big[0] == 0 && values[0] == 12);
  assert(too_big[1] == 1);
  return 0;
}
