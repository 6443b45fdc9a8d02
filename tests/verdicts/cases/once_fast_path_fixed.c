/* Fixed lazy set-up: every user goes through pthread_once, which makes a second caller wait
 * until the table exists. Written for mokert's verdict corpus.
 *
 * CLASS: once-initialisation
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdlib.h>

static pthread_once_t table_once = PTHREAD_ONCE_INIT;
static int *table;

static void make_table(void) {
  table = calloc(4, sizeof *table);
}

static int *get_table(void) {
  pthread_once(&table_once, make_table);
  return table;
}

static void *user(void *arg) {
  long slot = (long)arg;
  int *t = get_table();
  t[slot] = 1;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, user, (void *)0L);
  pthread_create(&b, NULL, user, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  free(table);
  return 0;
}
