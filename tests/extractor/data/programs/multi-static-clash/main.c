/* expect-extract-error: redefinition of 'scale'
 * Both files define a static `scale`: C keeps them apart, one unit of both cannot; the message
 * says so and what to do (rename one). */
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
