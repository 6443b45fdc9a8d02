/* Two movers get their amount through a pointer to main's local and take both account locks (each inside its struct, in an array) in one order: correct.
 * Written for mokert's verdict corpus.
 *
 * CLASS: thread-arg
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
struct account { pthread_mutex_t lock; int balance; };
struct account acc[2];
static void deposit(struct account *a, int v) { a->balance += v; }
void *mover(void *arg) {
  int amount = *(int *)arg;
  pthread_mutex_lock(&acc[0].lock);
  pthread_mutex_lock(&acc[1].lock);
  deposit(&acc[0], -amount);
  deposit(&acc[1], amount);
  pthread_mutex_unlock(&acc[1].lock);
  pthread_mutex_unlock(&acc[0].lock);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  int a = 3, b = 4;
  for (int i = 0; i < 2; i++) { pthread_mutex_init(&acc[i].lock, 0); acc[i].balance = 10; }
  pthread_create(&t1, 0, mover, &a);
  pthread_create(&t2, 0, mover, &b);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(acc[0].balance + acc[1].balance == 20);
  return 0;
}
