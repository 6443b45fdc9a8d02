/* Fixed: a turn lock is held across the read, the post and the win check.
 * Written for mokert's verdict corpus.
 *
 * CLASS: call-argument-binding
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <assert.h>

#define LIMIT 2
static pthread_mutex_t board_lock = PTHREAD_MUTEX_INITIALIZER;
static int board;
static int winners;
static pthread_mutex_t turn = PTHREAD_MUTEX_INITIALIZER;

static int read_board(void) {
  pthread_mutex_lock(&board_lock);
  int v = board;
  pthread_mutex_unlock(&board_lock);
  return v;
}

static int post(int v) {
  pthread_mutex_lock(&board_lock);
  board = v;
  pthread_mutex_unlock(&board_lock);
  return v;
}

static void *player(void *arg) {
  (void)arg;
  pthread_mutex_lock(&turn);
  if (post(read_board() + 1) == LIMIT)
    winners++;
  pthread_mutex_unlock(&turn);
  return NULL;
}

int main(void) {
  pthread_t p, q;
  pthread_create(&p, NULL, player, NULL);
  pthread_create(&q, NULL, player, NULL);
  pthread_join(p, NULL);
  pthread_join(q, NULL);
  assert(winners == 1);
  return 0;
}
