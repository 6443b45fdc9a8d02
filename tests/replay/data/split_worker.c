/* The code under test: no main; split_driver.c is the test driver. */
int counter = 0;

void *worker(void *arg) {
  int tmp = counter;
  counter = tmp + 1;
  return arg;
}
