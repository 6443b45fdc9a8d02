/* SV-COMP style, fixed: shelves of items linked through an embedded link, walked with the
 * offset written out (`&((struct item *)0)->link`); the restocker bumps shelf 0's counts under
 * shelf 0's lock, so the reader's check under that lock always sees them agree.
 * Written for mokert's verdict corpus in the style of SV-COMP's goblint-regression tasks.
 *
 * CLASS: svcomp
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stddef.h>

extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "svcomp_offsetof_walk_fixed.c", 16, "reach_error"); }

struct link { struct link *next; };
struct item { int count; int spare; struct link link; };

struct item items[2];
struct link shelf[2];
pthread_mutex_t shelf_lock[2] = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER };

void *restock(void *arg) {
  pthread_mutex_lock(&shelf_lock[0]);
  items[0].count++;
  items[0].spare++;
  pthread_mutex_unlock(&shelf_lock[0]);
  return 0;
}

int main() {
  pthread_t t;
  shelf[0].next = &items[0].link;
  items[0].link.next = &shelf[0];
  shelf[1].next = &items[1].link;
  items[1].link.next = &shelf[1];
  pthread_create(&t, 0, restock, 0);
  pthread_mutex_lock(&shelf_lock[0]);
  struct link *l = shelf[0].next;
  while (l != &shelf[0]) {
    struct item *it = (struct item *)((char *)l - (size_t)&((struct item *)0)->link);
    if (it->count != it->spare) reach_error();
    l = l->next;
  }
  pthread_mutex_unlock(&shelf_lock[0]);
  pthread_join(t, 0);
  return 0;
}
