// expect: reach_error
// Nondeterministic values inside larger expressions and in a declaration of several variables.
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int() % 3;
  unsigned int c = __VERIFIER_nondet_uint() + 1;
  if (a + b + (int)c == 6) reach_error();
  return 0;
}
