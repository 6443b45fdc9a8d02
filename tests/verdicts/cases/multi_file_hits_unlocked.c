/* A program of two C files: the request threads here count through more_files/hits_unlocked.c,
 * whose hits_add reads and writes the count without the struct's lock. mokert reads both files
 * as one program; two threads counting at once lose one hit.
 * Written for mokert's verdict corpus.
 *
 * CLASS: multi-file
 * RUN: mokert run %s %S/more_files/hits_unlocked.c
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: hits_read
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>
#include "more_files/hits.h"

static struct hit_counter requests;

static void *handle_request(void *arg) {
  (void)arg;
  hits_add(&requests);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  hits_init(&requests);
  pthread_create(&t1, NULL, handle_request, NULL);
  pthread_create(&t2, NULL, handle_request, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(hits_read(&requests) == 2);
  return 0;
}
