/* Three threads parse one string each with strtol and check errno for ERANGE (each thread's
 * own); the two that parse count it in `parsed` without the lock: a lost update. The errno checks
 * must neither hide it nor invent another. Written for mokert's verdict corpus.
 *
 * CLASS: errno-per-thread
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: parsed + rejected == 3
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

static const char *texts[3] = {"12", "99999999999999999999999", "7"};
static int parsed;
static int rejected;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *parse(void *arg) {
  int i = *(int *)arg;
  char *end;
  errno = 0;
  (void)strtol(texts[i], &end, 10);
  if (errno == ERANGE) {
    pthread_mutex_lock(&lock);
    rejected++;
    pthread_mutex_unlock(&lock);
    return NULL;
  }
  parsed++;
  return NULL;
}

int main(void) {
  pthread_t t[3];
  int ids[3] = {0, 1, 2};
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, parse, &ids[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(parsed + rejected == 3);
  return 0;
}
