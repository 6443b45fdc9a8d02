/* expect: use after free
 * The reader dereferences the node after the other thread freed it. Written for mokert. */
#include <pthread.h>
#include <stdlib.h>

struct node {
	int value;
};

struct node *head;

void *reader(void *arg)
{
	(void)arg;
	struct node *n = head;
	int v = n->value;
	(void)v;
	return 0;
}

void *remover(void *arg)
{
	(void)arg;
	free(head);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	head = malloc(sizeof(struct node));
	head->value = 1;
	pthread_create(&a, 0, reader, 0);
	pthread_create(&b, 0, remover, 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	return 0;
}
