/* Lookup-table features: exact and prefix rules, rhs keywords, named tables before the unnamed
 * one, Substitute, pattern rules with captures, and conditions mapped by rules. */
int counter;
int ready;
int slot;

void reset(void);
void log_it(const char *what, int n);
void quiet(void);
void noop(void);
void trace(void);
void bump(void);
void lock(int *l);
void unlock(int *l);
int busy(void);

void work(void)
{
	reset();
	log_it("start", 1);
	quiet();
	noop();
	trace();
	bump();
	lock(&slot);
	counter = counter + 1;
	unlock(&slot);
	if (ready)
		counter = 2;
	if (busy())
		counter = 3;
	while (counter > 5)
		counter--;
}
