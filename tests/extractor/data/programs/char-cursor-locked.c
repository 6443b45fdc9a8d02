/* expect: errors: 0
 * Two threads append a char each through a shared char cursor, `*wp++ = c;`, under a mutex.
 * The buffer is reached through a pointer, so it keeps C's layout in pan (a char array, not a
 * Promela int array that the char cursor would step a quarter element at a time: then
 * wp == buf + 2 never held). Written for mokert. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static char buf[4];
static char *wp = buf;

static void *put(void *arg) {
  pthread_mutex_lock(&mu);
  *wp++ = (char)(long)arg;
  pthread_mutex_unlock(&mu);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, put, (void *)'a');
  pthread_create(&b, NULL, put, (void *)'b');
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(wp == buf + 2 && buf[0] + buf[1] == 'a' + 'b');
  return 0;
}
