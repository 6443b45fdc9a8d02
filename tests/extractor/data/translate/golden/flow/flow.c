int g;
int arr[4];
enum color { RED, GREEN = 5 };

static int helper(int x) { return x + 1; }

void flow(int n)
{
	int i, j = 0;
	if (n > 0)
		g = 1;
	else
		g = 2;
	if (n > 1 && g == 1)
		g++;
	if (n < 0 || (g > 3 && !(j == 1)))
		g--;
	while (j < 3) {
		j++;
		if (j == 2)
			continue;
		if (j == 5)
			break;
	}
	do {
		j--;
	} while (j > 0);
	for (i = 0; i < 4; i++)
		arr[i] = i;
	for (;;) {
		if (g > 10) break;
		g += 2;
	}
	switch (n) {
	case 1:
		g = 10;
	case 2:
		g = 20;
		break;
	case RED:
		g = GREEN;
		break;
	default:
		g = 0;
	}
	if (helper(n) > 2)
		goto out;
	g = 7;
out:
	return;
}

int main(void) { flow(1); return 0; }
