struct slot { char tag; int value; };
int other_size(void) { struct slot x = {'a', 2}; return x.value; }
