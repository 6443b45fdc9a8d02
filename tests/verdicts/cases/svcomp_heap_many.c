/* SV-COMP style: main builds a chain of 40 heap nodes (more than the model's first heap holds)
 * before it starts a worker; the worker moves one unit between the two halves of the head node
 * without the chain's lock, and main's check of the head under that lock can see it half done.
 * Before, the model's heap ran out in main's loop: pan reported that allocation as an error,
 * and the replay, which has no such limit, called it a false alarm.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint-regression tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: reach_error
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>

extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_heap_many.c", 19, "reach_error"); }

struct node { int left, right; struct node *next; };
struct node *head;
pthread_mutex_t chain = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  head->left--;
  head->right++;
  return 0;
}

int main() {
  pthread_t t;
  for (int i = 0; i < 40; i++) {
    struct node *n = malloc(sizeof(struct node));
    if (!n) return 0;
    n->left = 1;
    n->right = 1;
    n->next = head;
    head = n;
  }
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&chain);
  if (head->left + head->right != 2) reach_error();
  pthread_mutex_unlock(&chain);
  pthread_join(t, 0);
  return 0;
}
