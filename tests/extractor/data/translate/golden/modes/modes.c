/* Extraction modes: an inline with a parameter and a return value, a passive proctype with an
 * int parameter started from %P, an active proctype with two instances. */
int total;
int done;

int add(int k)
{
	int before = total;
	total = before + k;
	return total;
}

void user(int n)
{
	int i;
	for (i = 0; i < n; i++)
		add(1);
	done = done + 1;
}

void watcher(void)
{
	while (done < 1)
		;
}
