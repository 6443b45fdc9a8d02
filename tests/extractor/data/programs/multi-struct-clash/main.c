/* expect-extract-error: redefinition of 'slot'
 * Both files define their own `struct slot`, differently: C keeps them apart, one unit cannot
 * (only static functions and variables are renamed); the message says so and what to do. */
#include <assert.h>
#include <pthread.h>
struct slot { int value; };
int other_size(void);
static struct slot s;
static void *work(void *arg) { (void)arg; s.value = other_size(); return NULL; }
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, work, NULL);
  pthread_join(t, NULL);
  assert(s.value == 2);
  return 0;
}
