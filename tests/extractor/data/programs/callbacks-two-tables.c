/* expect: errors: 0
 * Two tables of callbacks of the same type, as in a kernel file (a file's release hook and an
 * entry's close hook): the file's release calls the helper that calls the entry's close. A call
 * through `eops.close` can only reach what was stored into that field, so the file's release
 * (which would call the helper again) is not one of its targets. The count is updated under the
 * lock: no error. Written for mokert. */
#include <assert.h>
#include <pthread.h>

struct file_ops {
	int (*release)(int id);
};
struct entry_ops {
	int (*close)(int id);
};

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int closed;

static int entry_close(int id)
{
	closed += id;
	return 0;
}

struct entry_ops eops = {.close = entry_close};

static void close_entry(int id)
{
	pthread_mutex_lock(&lock);
	eops.close(id);
	pthread_mutex_unlock(&lock);
}

static int file_release(int id)
{
	close_entry(id);
	return 0;
}

struct file_ops fops = {.release = file_release};

void *worker(void *arg)
{
	(void)arg;
	close_entry(1);
	return NULL;
}

int main(void)
{
	pthread_t a;
	pthread_create(&a, NULL, worker, NULL);
	fops.release(1);
	pthread_join(a, NULL);
	assert(closed == 2);
	return 0;
}
