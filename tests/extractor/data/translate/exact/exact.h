/* The external function exact.c calls: declared by a header, so it stays a C call. */
int helper(int x);
