/* Exactness test input: every statement and condition the extractor maps carries a marker
 * comment right before it naming the kind of map entry expected there. The test checks that
 * every map entry starts exactly after a marker of its kind and covers exactly the C text. */
#include <assert.h>

int g;
int arr[4];
enum color { RED, GREEN = 5 };

/* The external function called below: a C library function, so it stays a C call. */
#include <stdio.h>

void flow(int n)
{
	/*@decl*/int i, j = 0;
	if (/*@condition*/n > 0)
		/*@assign*/g = 1;
	else
		/*@assign*/g = 2;
	if (/*@condition*/n > 1 && /*@condition*/g == 1)
		/*@assign*/g++;
	if (/*@condition*/n < 0 || (/*@condition*/g > 3 && /*@condition*/!(j == 1)))
		/*@assign*/g--;
	while (/*@condition*/j < 3) {
		/*@assign*/j++;
		if (/*@condition*/j == 2)
			/*@jump*/continue;
		if (/*@condition*/j == 5) /*@jump*/break;
	}
	do {
		/*@assign*/j--;
	} while (/*@condition*/j > 0);
	for (/*@assign*/i = 0; /*@condition*/i < 4; /*@assign*/i++)
		/*@assign*/arr[i] = i;
	for (;;) {
		if (/*@condition*/g > 10) /*@jump*/break;
		/*@assign*/g += 2;
	}
	switch (n) {
	/*@condition*/case 1:
		/*@assign*/g = 10;
	/*@condition*/case 2:
		/*@assign*/g = 20;
		/*@jump*/break;
	/*@condition*/case RED:
		/*@assign*/g = GREEN;
		/*@jump*/break;
	/*@condition*/default:
		/*@assign*/g = 0;
	}
	switch (/*@condition*/g) {
	/*@condition*/case 7: /*@assign*/g = 8; /*@jump*/break;
	}
	if (/*@condition*/n + /*@call*/putchar(n) > 2)
		/*@jump*/goto out;
	/*@assign*/g = 7;
	/*@call*/assert(g == 7);
	/*@call*/putchar(
		g);
out:
	/*@return*/return;
}

int twice(int v)
{
	/*@decl*/int r = v
		* 2;
	if (/*@call,condition*/putchar(r) == 1 && /*@call,condition*/putchar(v) == 2)
		/*@return*/return r;
	for (/*@decl*/int k = 0; /*@condition*/k < v; /*@assign*/k += 1) {
		if (/*@condition*/k == 3) /*@jump*/continue;
		/*@assign*/r--;
	}
	/*@return*/return r + 1;
}
