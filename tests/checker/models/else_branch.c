int ready, value;
void *reader(void *arg) {
  int v = 0;
  if (ready) v = value; else v = -1;
  return 0;
}
