/* A call through a function pointer nothing sets: its model runs the call as embedded C. */
void (*handler)(int);
int state;

void worker(void) {
  state = 1;
  handler(state);
}
