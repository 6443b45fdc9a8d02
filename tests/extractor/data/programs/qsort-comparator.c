/* expect: errors: 0
 * A table kept sorted with qsort and searched with bsearch under a lock; the comparison
 * functions are the program's own. pan ran their aborting stubs inside qsort (SIGABRT).
 * Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct item {
  char name[8];
  int count;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct item items[3] = { { "pear", 0 }, { "apple", 0 }, { "fig", 0 } };

static int by_name(const void *a, const void *b) {
  const struct item *x = a, *y = b;
  return strcmp(x->name, y->name);
}

static int key_cmp(const void *key, const void *elem) {
  const struct item *e = elem;
  return strcmp(key, e->name);
}

static void *bump(void *arg) {
  struct item *it;
  pthread_mutex_lock(&lock);
  qsort(items, 3, sizeof items[0], by_name);
  it = bsearch(arg, items, 3, sizeof items[0], key_cmp);
  if (it)
    it->count++;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, bump, "fig");
  pthread_create(&b, NULL, bump, "fig");
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(strcmp(items[0].name, "apple") == 0);
  assert(items[1].count == 2);
  return 0;
}
