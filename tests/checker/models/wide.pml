/* ~70 000 states with deep paths: for depth-limit and memory-limit runs. */
byte a, b, c;
active proctype p1() { do :: a < 40 -> a++ :: a > 0 -> a-- :: break od }
active proctype p2() { do :: b < 40 -> b++ :: b > 0 -> b-- :: break od }
active proctype p3() { do :: c < 40 -> c++ :: c > 0 -> c-- :: break od }
