/* Two locks taken in opposite orders: both processes block (invalid end state). */
bit l1 = 0;
bit l2 = 0;

active proctype p() {
  atomic { l1 == 0 -> l1 = 1 };
  atomic { l2 == 0 -> l2 = 1 };
  l2 = 0;
  l1 = 0
}

active proctype q() {
  atomic { l2 == 0 -> l2 = 1 };
  atomic { l1 == 0 -> l1 = 1 };
  l1 = 0;
  l2 = 0
}
