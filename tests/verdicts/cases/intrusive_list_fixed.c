/* A kernel-style intrusive list in user space (list_head, container_of, a static
 * LIST_HEAD_INIT initialiser): two threads add items, one removes the first, all under the
 * list's mutex, with the item freed after the unlock: correct. Written for mokert's verdict corpus.
 *
 * CLASS: intrusive-list
 * RUN: mokert run %s
 * EXPECT-SPIN: no-errors
 * EXPECT-VERDICT: none
 * EXPECT-EXIT: 0
 */
#include <pthread.h>
#include <stdlib.h>
#include <stddef.h>
#include <assert.h>

struct list_head { struct list_head *next, *prev; };
#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

static void list_add(struct list_head *n, struct list_head *head)
{
    n->next = head->next;
    n->prev = head;
    head->next->prev = n;
    head->next = n;
}

static void list_del(struct list_head *e)
{
    e->prev->next = e->next;
    e->next->prev = e->prev;
}

struct item { int key; struct list_head link; };

static struct list_head items = LIST_HEAD_INIT(items);
static pthread_mutex_t items_lock = PTHREAD_MUTEX_INITIALIZER;
static int count;

static void *adder(void *arg)
{
    struct item *it = malloc(sizeof *it);
    it->key = (int)(long)arg;
    pthread_mutex_lock(&items_lock);
    list_add(&it->link, &items);
    count++;
    pthread_mutex_unlock(&items_lock);
    return NULL;
}

static void *remover(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&items_lock);
    if (items.next != &items) {
        struct list_head *first = items.next;
        list_del(first);
        count--;
        pthread_mutex_unlock(&items_lock);
        free(container_of(first, struct item, link));
        return NULL;
    }
    pthread_mutex_unlock(&items_lock);
    return NULL;
}

int main(void)
{
    pthread_t a, b, r;
    pthread_create(&a, NULL, adder, (void *)1L);
    pthread_create(&b, NULL, adder, (void *)2L);
    pthread_create(&r, NULL, remover, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_join(r, NULL);
    int n = 0;
    for (struct list_head *p = items.next; p != &items; p = p->next)
        n++;
    assert(n == count);
    return 0;
}
