/* Instrumenter test data: a switch over an input, case labels, and a check spelled by a macro
 * (the line and column of each statement are used by tests/replay/instrumenter_test.cpp). */
#include <pthread.h>
extern int next_event(void);
extern void reach_error(void);
#define CHECK(e) if (!(e)) FAIL: reach_error()
int state;

void *device(void *arg) {
  while (1) {
    switch (next_event()) {
    case 0:
      state = 1;
      break;
    default:
      return arg;
    }
  }
}

void check(void) {
  CHECK(state == 1);
}
