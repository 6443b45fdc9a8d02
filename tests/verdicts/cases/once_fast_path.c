/* Lazy set-up with pthread_once, plus a "fast path" that skips pthread_once when the ready flag
 * is already set: the init function sets the flag before it allocates the table, so a reader
 * on the fast path can use the table before it exists. Written for mokert's verdict corpus.
 *
 * CLASS: once-initialisation
 * RUN: mokert run %s
 * EXPECT-SPIN: precondition-false
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <stdlib.h>

static pthread_once_t table_once = PTHREAD_ONCE_INIT;
static int table_ready;
static int *table;

static void make_table(void) {
  table_ready = 1;
  table = calloc(4, sizeof *table);
}

static int *get_table(void) {
  if (!table_ready)
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
