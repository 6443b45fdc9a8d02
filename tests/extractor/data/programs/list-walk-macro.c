/* expect: errors: 0
 * A kernel-style list walked with the file's own list_for_each_entry (a `for` whose init, test
 * and increment are all in the macro's body, through container_of and typeof) inside a helper
 * whose parameter names the list: the walk must be taken apart like a `for`, its pieces naming
 * the model's variables. Two threads mark the openers of one entry under its lock; main checks
 * the count after joining both. Written for mokert. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

struct list_head {
	struct list_head *next, *prev;
};

#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(ptr, type, member) list_entry((ptr)->next, type, member)
#define list_next_entry(pos, member) list_entry((pos)->member.next, typeof(*(pos)), member)
#define list_entry_is_head(pos, head, member) (&pos->member == (head))
#define list_for_each_entry(pos, head, member)                                  \
	for (pos = list_first_entry(head, typeof(*pos), member);                  \
	     !list_entry_is_head(pos, head, member); pos = list_next_entry(pos, member))

struct opener {
	int marks;
	struct list_head lh;
};

struct entry {
	struct list_head openers;
	int seen;
};

static pthread_mutex_t entry_lock = PTHREAD_MUTEX_INITIALIZER;
static struct entry the_entry;
static struct opener first, second;

static void list_add_tail(struct list_head *item, struct list_head *head)
{
	item->prev = head->prev;
	item->next = head;
	head->prev->next = item;
	head->prev = item;
}

static int mark_openers(struct entry *pde)
{
	struct opener *pdeo;
	int n = 0;

	list_for_each_entry(pdeo, &pde->openers, lh) {
		pdeo->marks++;
		n++;
	}
	return n;
}

static void *closer(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&entry_lock);
	the_entry.seen += mark_openers(&the_entry);
	pthread_mutex_unlock(&entry_lock);
	return NULL;
}

int main(void)
{
	pthread_t a, b;

	the_entry.openers.next = &the_entry.openers;
	the_entry.openers.prev = &the_entry.openers;
	list_add_tail(&first.lh, &the_entry.openers);
	list_add_tail(&second.lh, &the_entry.openers);
	pthread_create(&a, NULL, closer, NULL);
	pthread_create(&b, NULL, closer, NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	assert(the_entry.seen == 4);
	assert(first.marks == 2 && second.marks == 2);
	return 0;
}
