/* A flag that a writer may keep clearing forever: []<>(flag == 1) has an acceptance cycle. */
byte flag = 0;

active proctype writer() {
  do
  :: flag = 1         /* line 5 */
  :: flag = 0         /* line 6 */
  od
}

ltl eventually_set { [] <> (flag == 1) }
