/* expect: out of bounds
 * An index one past the array's end. Written for mokert. */
int table[4];

int main(void)
{
	int i;
	for (i = 0; i <= 4; i++)
		table[i] = i;
	return 0;
}
