/* expect: assertion violated
 * The walk of list-walk-macro.c (the file's own list_for_each_entry, in a helper whose parameter
 * names the list) without the entry's lock: two threads' `pdeo->marks++` lose an update, which
 * the model must keep. Written for mokert. */
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
	the_entry.seen += mark_openers(&the_entry);
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
