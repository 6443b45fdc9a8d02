// expect: safe
// args_pool_unsafe.c with its fix: the writers set the pair and the checker reads it under one
// lock, so the pair is never seen half written. The model must run main past its argc check (argc
// is 1) for this proof to mean anything. Written for mokert.
extern void abort(void);
void reach_error(void) { abort(); }
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static int n_writers = 2;
static int lo = 0;
static int hi = 0;
static pthread_mutex_t pair_lock = PTHREAD_MUTEX_INITIALIZER;

void *writer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&pair_lock);
  lo = 1;
  hi = 1;
  pthread_mutex_unlock(&pair_lock);
  return NULL;
}

void *checker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&pair_lock);
  if (lo != hi) {
    reach_error();
  }
  pthread_mutex_unlock(&pair_lock);
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
