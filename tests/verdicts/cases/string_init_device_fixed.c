/* Globals initialised with strings, as drivers write them (a device struct with its name, a mode
 * string, a table of state names); two threads open the device and count the opens under its
 * lock. Written for mokert's verdict corpus.
 *
 * CLASS: lost-update
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct device {
  char name[8];
  pthread_mutex_t lock;
  int opens;
};

static const char *mode = "fast";
static const char *state_names[] = {"idle", "busy"};
static struct device dev = {.name = "eth0", .lock = PTHREAD_MUTEX_INITIALIZER, .opens = 0};

static void *opener(void *arg) {
  (void)arg;
  pthread_mutex_lock(&dev.lock);
  int o = dev.opens;
  dev.opens = o + 1;
  pthread_mutex_unlock(&dev.lock);
  if (strcmp(mode, "fast") != 0)
    fprintf(stderr, "%s %s\n", dev.name, state_names[1]);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, opener, NULL);
  pthread_create(&b, NULL, opener, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_mutex_lock(&dev.lock);
  assert(dev.opens == 2 && strcmp(dev.name, "eth0") == 0 && mode[0] == 'f');
  pthread_mutex_unlock(&dev.lock);
  return 0;
}
