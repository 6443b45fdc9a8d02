/* Functions a Modex harness runs as processes; the file has no main. */
int hits;

void *worker(void *arg) {
  hits = hits + 1;
  return arg;
}
