/* Cost of an inactive probe (docs/replay.md): 1e7 loop passes with mokert_probe() while no
 * replay runs (MOKERT_REPLAY_DISABLE=1) against the same loop without a probe. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mokert_replay.h"

static volatile unsigned long sink;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

__attribute__((noinline)) static double loop_plain(unsigned long n) {
  double t0 = now();
  for (unsigned long i = 0; i < n; ++i) sink += i;
  return now() - t0;
}

__attribute__((noinline)) static double loop_probed(unsigned long n) {
  double t0 = now();
  for (unsigned long i = 0; i < n; ++i) {
    sink += i;
    mokert_probe(0);
  }
  return now() - t0;
}

int main(int argc, char **argv) {
  unsigned long n = argc > 1 ? strtoul(argv[1], 0, 10) : 10000000UL;
  double best_plain = 1e9, best_probed = 1e9;
  for (int r = 0; r < 7; ++r) { /* best of 7: the machine is shared */
    double a = loop_plain(n), b = loop_probed(n);
    if (a < best_plain) best_plain = a;
    if (b < best_probed) best_probed = b;
  }
  printf("passes %lu  no-probe %.4f s  inactive-probe %.4f s  ratio %.3f  (%.2f ns/pass extra)\n", n, best_plain,
         best_probed, best_probed / best_plain, (best_probed - best_plain) / (double)n * 1e9);
  return 0;
}
