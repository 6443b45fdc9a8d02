/* A producer fills a shared record with memcpy and a name with strcpy, but raises the ready flag
 * before it copies; a consumer that sees the flag reads a record not yet written.
 * Written for mokert's verdict corpus.
 *
 * CLASS: order-violation
 * RUN: mokert run %s
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: shared.id == 7
 * EXPECT-EXIT: 1
 */
#include <pthread.h>
#include <string.h>
#include <assert.h>

struct record {
  int id;
  int qty;
  char name[8];
};

static struct record shared;
static int ready;

static void *producer(void *arg) {
  (void)arg;
  struct record r = {7, 3, ""};
  ready = 1;
  memcpy(&shared, &r, sizeof r);
  strcpy(shared.name, "bolt");
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  if (ready)
    assert(shared.id == 7);
  return NULL;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  return 0;
}
