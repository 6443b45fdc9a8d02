/* Two members of a team meet at a barrier the team struct points to (`pthread_barrier_wait(
 * team.gate)`), but each reads the other's value before waiting, not after: it may still be 0.
 * Before the pointer rules the call stayed C and glibc's barrier ran in pan on the model's int.
 * Written for mokert's verdict corpus.
 *
 * CLASS: barrier-through-pointer
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: other == 2 - me
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

struct team {
  pthread_barrier_t *gate;
  int vals[2];
};

static pthread_barrier_t gate;
static struct team team = {&gate, {0, 0}};

static void *member(void *arg) {
  int me = *(int *)arg;
  team.vals[me] = me + 1;
  int other = team.vals[1 - me];
  pthread_barrier_wait(team.gate);
  assert(other == 2 - me);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  int i0 = 0, i1 = 1;
  pthread_barrier_init(team.gate, NULL, 2);
  pthread_create(&a, NULL, member, &i0);
  pthread_create(&b, NULL, member, &i1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_barrier_destroy(team.gate);
  return 0;
}
