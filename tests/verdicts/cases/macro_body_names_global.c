/* A program's macros whose bodies name its data: `#define CURRENT() (count)` read into a local,
 * `#define RESERVE() (count = count + 1)` as a statement. The model used to copy the uses as
 * written into pan, where `count` does not exist under that name (pan did not compile); now it
 * writes the expansion. The reservation is not atomic: both threads reserve slot 0.
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: count == 2
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

#define CURRENT() (count)
#define RESERVE() (count = count + 1)
static int count;
static int slot[2];

static void *worker(void *arg) {
  int i = (int)(long)arg;
  int seen = CURRENT();
  RESERVE();
  slot[i] = seen;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)0);
  pthread_create(&t2, NULL, worker, (void *)1);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(count == 2);
  return 0;
}
