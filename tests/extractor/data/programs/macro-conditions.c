/* expect: errors: 0
 * Conditions written with the file's own macros (`IS_ODD(v)` would look like a call to SPIN
 * unless parenthesised), an assignment inside a loop condition, and a compile-time check whose
 * failure function is declared inside the macro. Written for mokert. */
#include <assert.h>
#include <pthread.h>

#define IS_ODD(v) (((v) & 1) != 0)
#define STATIC_CHECK(c)                                                                   \
  do {                                                                                    \
    extern void static_check_failed(void) __attribute__((error("static check failed"))); \
    if (!(c)) static_check_failed();                                                      \
  } while (0)

int slots[4] = {3, 5, 0, 9};
int odd_seen;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *scan(void *arg) {
  int i = 0, v;
  (void)arg;
  STATIC_CHECK(sizeof(int) >= 4);
  while ((v = slots[i]) != 0) {
    if (IS_ODD(v)) {
      pthread_mutex_lock(&lock);
      odd_seen++;
      pthread_mutex_unlock(&lock);
    }
    i++;
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, scan, 0);
  pthread_create(&b, 0, scan, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(odd_seen == 4);
  return 0;
}
