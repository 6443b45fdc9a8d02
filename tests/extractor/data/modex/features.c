/* Modex-style program for the Modex compatibility tests (written for mokert). */
struct item {
	short seq;
	char *data;
};

int
step(struct item msg)
{	struct item out;

	out.seq = msg.seq;
	if (ready(out.data))
		return 0;
	out.seq = 1 - out.seq;
	emit(out);
	return 1;
}

void
flip(void)
{	struct item m;

	m.seq = 0;
	if (ready(&m.data))
		m.seq = 1;
	share(m);
}
