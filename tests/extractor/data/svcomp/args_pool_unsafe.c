// expect: reach_error
// A command-line tool in SV-COMP's c/pthread shape: main refuses arguments (argc must be 1, as the
// program runs with none), keeps its writer threads in a variable-length array sized by a
// global, and names the start routine with `&`. The two writers set a pair of fields one after the
// other without a lock, so a checker can see the pair half written. Written for mokert.
extern void abort(void);
void reach_error(void) { abort(); }
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static int n_writers = 2;
static int lo = 0;
static int hi = 0;

void *writer(void *arg) {
  (void)arg;
  lo = 1;
  hi = 1;
  return NULL;
}

void *checker(void *arg) {
  (void)arg;
  if (lo != hi) {
    reach_error();
  }
  return NULL;
}

int main(int argc, char *argv[]) {
  int i;
  (void)argv;
  if (argc != 1) {
    fprintf(stderr, "usage: pool\n");
    exit(2);
  }
  pthread_t pool[n_writers];
  pthread_t check;
  for (i = 0; i < n_writers; i++)
    pthread_create(&pool[i], NULL, &writer, NULL);
  pthread_create(&check, NULL, &checker, NULL);
  for (i = 0; i < n_writers; i++)
    pthread_join(pool[i], NULL);
  pthread_join(check, NULL);
  return 0;
}
