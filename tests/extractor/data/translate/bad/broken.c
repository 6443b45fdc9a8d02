int x;
void f(void) {
  x = ;
}
