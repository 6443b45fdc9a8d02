int data;
void *thread1(void *arg) {
  int v = __VERIFIER_nondet_int();
  data = v;
  return 0;
}
void *thread2(void *arg) {
  int w = __VERIFIER_nondet_int();
  __VERIFIER_assert(!(data == 2 && w == 3));
  return 0;
}
