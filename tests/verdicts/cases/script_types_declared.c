/* A Modex user's script declares the program's struct again in %D (Modex copies no types, so its
 * scripts declare the types of the data they import), adds a C helper of it in %C and checks the
 * ring from its init. Two producers read the ring's head and advance it in two steps: a slot and a
 * count are lost. Before, the model declared the struct twice (pan: "redefinition of struct
 * ring") and the run was a tool failure. Written for mokert's verdict corpus.
 *
 * CLASS: script-harness
 * RUN: mokert run %S/script_types_declared.prx
 * EXPECT-SPIN: assertion-violated
 * EXPECT-VERDICT: CONFIRMED
 * EXPECT-REASON: r.head
 * EXPECT-EXIT: 1
 */
#include <assert.h>
#include <pthread.h>

struct ring {
	int slot[4];
	int head;
};

struct ring r;

void put(int v)
{
	int h = r.head;
	r.slot[h] = v;
	r.head = h + 1;
}

static void *producer(void *arg)
{
	put(7);
	return arg;
}

int main(void)
{
	pthread_t a, b;
	pthread_create(&a, 0, producer, 0);
	pthread_create(&b, 0, producer, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	assert(r.head == 2);
	return 0;
}
