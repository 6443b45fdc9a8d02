/* script_ghost_mutex.c with Peterson's algorithm whole: each job gives the turn to the other
 * before it waits. The script's ghost counter never reaches 2. Written for mokert's verdict
 * corpus.
 *
 * CLASS: script-property
 * RUN: mokert run %S/script_ghost_mutex_fixed.prx
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
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
  turn = other;
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
