/* Ids handed out by the program's macro `#define NEXT_ID() (next_id++)`, `int id = NEXT_ID();`,
 * with no lock: both threads take id 0 and slot 1 stays free. The increment inside the macro's
 * expansion used to be one step with the declaration (the lost update proved safe).
 * Written for mokert's verdict corpus.
 *
 * CLASS: lost-update-macro
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: owner[0] && owner[1]
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <assert.h>

#define NEXT_ID() (next_id++)
static int next_id;
static int owner[2];

static void *worker(void *arg) {
  (void)arg;
  int id = NEXT_ID();
  if (id < 2)
    owner[id] = 1;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(owner[0] && owner[1]);
  return 0;
}
