/* expect: errors: 0
 * Both files define a static `scale` (here v + 1, in util.c v * 3): C keeps them apart, and so
 * does the model (each file's own renamed in the unit). Mixed up, the assert would fail. */
#include <assert.h>
#include <pthread.h>
int util_scaled(int v);
static int scale(int v) { return v + 1; }
static int value;
static void *work(void *arg) { (void)arg; value = util_scaled(value + 1); return NULL; }
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, work, NULL);
  pthread_join(t, NULL);
  assert(scale(value) == 4);
  return 0;
}
