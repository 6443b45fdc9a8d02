/* Mutual exclusion checked the SPIN way, with a ghost counter the script keeps: a rule turns the
 * call of the printer into `printing++; assert(printing == 1); printing--`. The two jobs guard
 * the printer with Peterson's flags but never set `turn`, so both can be inside at once: SPIN
 * finds it. The assertion reads only the script's `printing`, which the program does not have,
 * so the replay cannot test it on the code: it must say so (ERROR naming the variable), not call
 * the counterexample a false alarm because no assertion of the code failed. Written for
 * mokert's verdict corpus.
 *
 * CLASS: script-property
 * RUN: mokert run %S/script_ghost_mutex.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: ERROR
 * EXPECT-REASON: `printing` is no global of the program
 * EXPECT-EXIT: 3
 */
#include <pthread.h>
#include <stdio.h>

static int wants[2];
static int turn;
static int pages;

static void use_printer(int id) {
  pages += id + 1;
  printf("job %d printing\n", id);
}

static void *job(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  wants[me] = 1;
  while (wants[other] && turn == other) {
  }
  use_printer(me);
  wants[me] = 0;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, job, (void *)0L);
  pthread_create(&b, 0, job, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
