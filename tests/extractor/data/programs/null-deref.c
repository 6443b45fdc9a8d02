/* expect: null pointer dereferenced
 * An uninitialised pointer of pointers dereferenced: a pan error naming the expression, never a
 * crashed pan. Written for mokert. */
int *****a;

int main(void)
{
	int x = ****a[0];
	return x;
}
