/* expect-extract-error: (own-header-undefined.h:3 declares it)
 * A function the program's own header declares and another C file of the program defines: the
 * extractor names it and where it is declared (pan failed to link it before). Written for mokert. */
#include <pthread.h>
#include "own-header-undefined.h"

static void *writer(void *arg) {
  log_put((int)(long)arg);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, (void *)7L);
  pthread_join(t, 0);
  return 0;
}
